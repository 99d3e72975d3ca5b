import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction, statementsOf, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The names handlers give the object they answer through (Express, Fastify, Hono, Koa): a socket may send twice. */
const RESPONSE_NAMES = new Set(['res', 'resp', 'response', 'reply', 'c', 'ctx']);

/** The response methods that answer a request (Express, Fastify, Hono). */
const ANSWERS = new Set(['send', 'json', 'jsonp', 'end', 'redirect', 'render', 'sendFile', 'sendStatus', 'download', 'text', 'html', 'body', 'view']);

/** The parameter a call answers through (`res` in `res.status(401).json(…)`), or `next` for a call of the handler's `next`. */
function answerThrough(node: Node, parameters: ReadonlySet<string>): string | undefined {
  let call = unwrapParentheses(node);
  if (call.type === 'await_expression') call = unwrapParentheses(call.namedChildren[0] ?? call);
  if (call.type !== 'call_expression') return undefined;
  const callee = call.childForFieldName('function');
  if (callee?.type === 'identifier') return callee.text === 'next' && parameters.has('next') ? 'next' : undefined;
  if (callee?.type !== 'member_expression' || !ANSWERS.has(callee.childForFieldName('property')?.text ?? '')) return undefined;
  // Down a chain such as `res.status(401).json`, to the object it starts from.
  let object = callee.childForFieldName('object');
  while (object && (object.type === 'call_expression' || object.type === 'member_expression')) {
    object = object.type === 'call_expression' ? object.childForFieldName('function') : object.childForFieldName('object');
  }
  return object?.type === 'identifier' && parameters.has(object.text) && RESPONSE_NAMES.has(object.text) ? object.text : undefined;
}

/** The value a statement answers with when it is exactly an answer: `res.json(x);` or `return res.json(x);`. */
function statementAnswer(statement: Node, parameters: ReadonlySet<string>): string | undefined {
  if (statement.type !== 'expression_statement' && statement.type !== 'return_statement') return undefined;
  const expression = statement.namedChildren.find((child) => child.type !== 'comment');
  return expression ? answerThrough(expression, parameters) : undefined;
}

function plainParameterNames(fn: Node): Set<string> {
  const parameters = fn.childForFieldName('parameters');
  const single = fn.childForFieldName('parameter');
  const names = new Set<string>();
  if (single?.type === 'identifier') names.add(single.text);
  for (const parameter of parameters?.namedChildren ?? []) {
    const name = parameter.type === 'identifier' ? parameter : parameter.childForFieldName('pattern');
    if (name?.type === 'identifier') names.add(name.text);
  }
  return names;
}

/**
 * An `if` without `else` whose block ends by answering the request and does not return, followed in the same
 * block by a statement that answers again through the same object: both run when the condition holds.
 */
function answersTwice(statement: Node): { first: Node; second: Node; through: string } | undefined {
  if (statement.childForFieldName('alternative')) return undefined;
  const fn = enclosingFunction(statement);
  const parameters = fn ? plainParameterNames(fn) : new Set<string>();
  const consequence = statement.childForFieldName('consequence');
  if (!consequence) return undefined;
  const body = consequence.type === 'statement_block' ? statementsOf(consequence) : [consequence];
  const first = body.at(-1);
  const through = first ? statementAnswer(first, parameters) : undefined;
  if (!first || first.type !== 'expression_statement' || through === undefined) return undefined;
  const block = statement.parent;
  if (!block || !['statement_block', 'program'].includes(block.type)) return undefined;
  for (const later of statementsOf(block).filter((sibling) => sibling.startIndex > statement.startIndex)) {
    const answer = statementAnswer(later, parameters);
    if (answer === through || (answer !== undefined && through === 'next')) return { first, second: later, through };
    // Something that may leave the function first makes the later answer conditional.
    if (['return_statement', 'throw_statement'].includes(later.type)) return undefined;
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(if_statement) @target',
  textGate: /send|json|end|redirect|render|next|text|html|body|view|download/,
  check: ({ target, context }) => {
    const found = answersTwice(target);
    if (!found) return false;
    const line = found.first.startPosition.row + 1;
    // The change must have written the unreturned answer or the second one.
    const changed = context.isChanged(line) ? line : context.isChanged(found.second.startPosition.row + 1) ? found.second.startPosition.row + 1 : undefined;
    if (changed === undefined) return false;
    return { line: changed, details: { first: excerpt(found.first.text.replace(/;$/, ''), 50), second: excerpt(found.second.text.replace(/;$/, ''), 50) } };
  },
  fix: ({ lines, line }) => {
    const text = lines[line - 1] ?? '';
    const found = /^(\s*)((?:res|reply|response|ctx|c)\.[\w$.]*\(.*\);?)\s*$/.exec(text);
    return found ? { startLine: line, endLine: line, replacement: [`${found[1]}return ${found[2]}`] } : undefined;
  },
  examples: {
    match: [
      "app.get('/me', async (req, res) => {\n  const user = await load(req);\n  if (!user) {\n    res.status(401).send();\n  }\n  res.json(user);\n});",
      "app.get('/me', (req, res, next) => {\n  if (!req.user) {\n    next(new Error('unauthorised'));\n  }\n  res.json(req.user);\n});",
      "app.get('/me', (c) => c.text('x'));\nroute.get('/a', async (c, next) => {\n  if (!c.get('user')) {\n    c.json({ error: 'login' }, 401);\n  }\n  return c.json(c.get('user'));\n});",
    ],
    noMatch: [
      "app.get('/me', async (req, res) => {\n  const user = await load(req);\n  if (!user) {\n    return res.status(401).send();\n  }\n  res.json(user);\n});",
      "app.get('/me', async (req, res) => {\n  if (!req.user) {\n    res.status(401).send();\n  } else {\n    res.json(req.user);\n  }\n});",
      "app.get('/me', async (req, res) => {\n  if (!req.user) {\n    res.status(401).send();\n  }\n  if (req.user) {\n    res.json(req.user);\n  }\n});",
    ],
  },
};
