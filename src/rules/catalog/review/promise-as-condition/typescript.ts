import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { RuleContext, RuleHit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isAsync } from '../../../syntax/javascript/async-bug-patterns-helpers.js';
import { promiseSource } from '../../../syntax/javascript/promise-source.js';
import type { Node } from 'web-tree-sitter';

const PREDICATE_METHODS = new Set(['filter', 'some', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex']);

/** The calls whose truth a condition tests: itself, under `!`, and each side of `&&`/`||`. */
function testedCalls(condition: Node): Node[] {
  if (condition.type === 'parenthesized_expression') return condition.namedChildren.flatMap((inner) => (inner ? testedCalls(inner) : []));
  if (condition.type === 'unary_expression' && condition.childForFieldName('operator')?.text === '!') {
    const argument = condition.childForFieldName('argument');
    return argument ? testedCalls(argument) : [];
  }
  if (condition.type === 'binary_expression' && ['&&', '||'].includes(condition.childForFieldName('operator')?.text ?? '')) {
    return [condition.childForFieldName('left'), condition.childForFieldName('right')].flatMap((side) => (side ? testedCalls(side) : []));
  }
  return condition.type === 'call_expression' ? [condition] : [];
}

function conditionHit(condition: Node, context: RuleContext): RuleHit | false {
  for (const call of testedCalls(condition)) {
    const source = promiseSource(call, context);
    if (!source) continue;
    const text = excerpt(call.text, 50);
    return {
      details: {
        tested: `\`${text}\``,
        what: source.what,
        consequence: 'the condition never sees what it resolves to, and the branch it guards is decided by nothing',
        recommendation: `Await it: \`(await ${text})\`, in an \`async\` function.`,
      },
    };
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(if_statement condition: (_) @condition) @target
      (while_statement condition: (_) @condition) @target
      (do_statement condition: (_) @condition) @target
      (ternary_expression condition: (_) @condition) @target
      (call_expression
        function: (member_expression property: (property_identifier) @method)
        arguments: (arguments . [(arrow_function) (function_expression)] @predicate)) @target`,
  textGate: /async|fetch|Promise\./,
  check: ({ captures, context }) => {
    const { condition, predicate, method } = captures;
    if (condition) return conditionHit(condition, context);
    if (!predicate || !method || !PREDICATE_METHODS.has(method.text) || !isAsync(predicate)) return false;
    return {
      details: {
        tested: `The \`async\` callback of \`.${method.text}\``,
        what: 'an `async` function returns one from every call',
        consequence: method.text === 'filter' ? 'every element is kept' : `\`.${method.text}\` takes the first element for a match whatever it is`,
        recommendation: `Decide first, then test: \`const keep = await Promise.all(items.map(check));\` and \`.${method.text}((_, i) => keep[i])\`.`,
      },
    };
  },
  examples: {
    match: [
      'async function isAllowed(user) {\n  return (await roles(user)).includes("admin");\n}\nexport function guard(user) {\n  if (!isAllowed(user)) throw new Error("forbidden");\n}',
      'class Store {\n  async exists(key) { return false; }\n  async put(key, value) {\n    if (this.exists(key)) return;\n    await write(key, value);\n  }\n}',
      'const active = users.filter(async (user) => await isActive(user));',
    ],
    noMatch: [
      'async function isAllowed(user) { return true; }\nexport async function guard(user) {\n  if (!(await isAllowed(user))) throw new Error("forbidden");\n}',
      'function isAllowed(user) { return true; }\nexport function guard(user) {\n  if (!isAllowed(user)) throw new Error("forbidden");\n}',
      'const active = users.filter((user) => user.active);',
      'const ids = await Promise.all(users.map(async (user) => user.id));',
    ],
  },
};
