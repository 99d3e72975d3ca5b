import { JS_FAMILY } from '../../../../diff/language.js';
import { ASSIGNMENTS, assignmentParts, enclosingFunction, statementsOf, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { NEVER_RETURNS_NAME, nilCheckImplementation, type NilCheckSyntax } from './nil-check.js';

/** Calls that never return: the process exits, or a test fails. */
const ENDING_CALL = /^(process\.exit|process\.abort|assert\.fail|expect\.fail)$/;

const BRANCHING = new Set([
  'if_statement',
  'for_statement',
  'for_in_statement',
  'while_statement',
  'do_statement',
  'try_statement',
  'switch_statement',
  'ternary_expression',
  'arrow_function',
  'function_expression',
  'function_declaration',
  'class',
]);

const NULLISH = new Set(['null', 'undefined']);

const JAVASCRIPT: NilCheckSyntax = {
  checkedName: (parenthesized) => {
    const condition = unwrapParentheses(parenthesized);
    if (condition.type !== 'binary_expression' || !['==', '==='].includes(condition.childForFieldName('operator')?.text ?? '')) return undefined;
    const left = condition.childForFieldName('left');
    const right = condition.childForFieldName('right');
    if (left?.type === 'identifier' && right && NULLISH.has(right.type === 'identifier' ? right.text : right.type)) return left.text;
    return right?.type === 'identifier' && left && NULLISH.has(left.type === 'identifier' ? left.text : left.type) ? right.text : undefined;
  },
  statementsOf: (block) => (block.type === 'statement_block' ? statementsOf(block) : [block]),
  ends: (statement) => {
    if (['return_statement', 'throw_statement', 'break_statement', 'continue_statement'].includes(statement.type)) return true;
    const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    const callee = call?.type === 'call_expression' ? (call.childForFieldName('function')?.text ?? '') : undefined;
    return callee !== undefined && (ENDING_CALL.test(callee) || NEVER_RETURNS_NAME.test(callee));
  },
  branches: (node) =>
    BRANCHING.has(node.type) || (node.type === 'binary_expression' && ['&&', '||', '??'].includes(node.childForFieldName('operator')?.text ?? '')),
  // `x.y` and `x[i]`, not `x?.y`: optional chaining is the guard.
  dereferenceOf: (node, name) => {
    if (node.type !== 'member_expression' && node.type !== 'subscript_expression') return false;
    const object = node.childForFieldName('object');
    return object?.type === 'identifier' && object.text === name && !node.children.some((child) => child?.type === 'optional_chain');
  },
  assigns: (node, name) => {
    if (!ASSIGNMENTS.includes(node.type) && node.type !== 'update_expression') return false;
    const target = node.type === 'update_expression' ? node.childForFieldName('argument') : assignmentParts(node).name;
    if (!target) return false;
    return (
      target.text === name || target.descendantsOfType(['identifier', 'shorthand_property_identifier_pattern']).some((identifier) => identifier.text === name)
    );
  },
  isLocal: (fn, name) => {
    const parameters = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
    if (parameters?.descendantsOfType(['identifier', 'shorthand_property_identifier_pattern']).some((identifier) => identifier.text === name)) return true;
    const body = fn.childForFieldName('body');
    return (
      !!body &&
      body
        .descendantsOfType('variable_declarator')
        .some((declarator) => enclosingFunction(declarator)?.id === fn.id && declarator.childForFieldName('name')?.text === name)
    );
  },
  enclosingFunction,
  callType: 'call_expression',
  definitionTypes: ['function_declaration', 'method_definition'],
};

export const implementation = nilCheckImplementation(JAVASCRIPT, {
  languages: JS_FAMILY,
  query: '(if_statement condition: (parenthesized_expression) @condition consequence: (_) @consequence) @target',
  textGate: /[!=]==?\s*(null|undefined)\b|\b(null|undefined)\s*[!=]==?/,
  examples: {
    match: [
      'function label(user) {\n  if (user == null) {\n    console.warn("no user");\n  }\n  return user.name;\n}',
      'function first(rows) {\n  if (rows === undefined) {\n    metrics.miss();\n  }\n  const head = rows[0];\n  return head;\n}',
    ],
    noMatch: [
      'function label(user) {\n  if (user == null) {\n    return "";\n  }\n  return user.name;\n}',
      'function label(user) {\n  if (user == null) {\n    user = guest();\n  }\n  return user.name;\n}',
      'function label(user) {\n  if (user == null) {\n    console.warn("no user");\n  }\n  return user?.name;\n}',
      'function label() {\n  if (this.user == null) {\n    this.load();\n  }\n  return this.user.name;\n}',
      'function label(user) {\n  if (user == null) {\n    console.warn("no user");\n  }\n  return user && user.name;\n}',
      'function label(user) {\n  if (user === null) throw new Error("no user");\n  return user.name;\n}',
      'function version(state, text) {\n  const match = /^(\\d+)$/.exec(text);\n  if (match === null) {\n    throwError(state, "ill-formed version");\n  }\n  return parseInt(match[1], 10);\n}',
    ],
  },
});
