import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { fallbackConfidence, mentions, promisedFallback } from '../../../made-up-fallback.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, enclosingFunction, functionName, statementsOf, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { loggingMethod } from '../../../syntax/javascript/silent-failure-hunter-helpers.js';
import type { Node } from 'web-tree-sitter';

/** `null`, `undefined`, `0`, `-1`, `false`, `''`, `[]`, `{}`: a value with no information of its own. */
function madeUpValue(node: Node): string | undefined {
  const value = unwrapParentheses(node);
  const text = value.text.replace(/\s+/g, '');
  if (['null', 'undefined', 'true', 'false'].includes(value.type) || (value.type === 'identifier' && text === 'undefined')) return text;
  if (value.type === 'number' || (value.type === 'unary_expression' && /^-\d+$/.test(text))) return text;
  if ((value.type === 'string' || value.type === 'template_string') && text.length === 2) return text;
  if ((value.type === 'array' || value.type === 'object') && value.namedChildren.every((child) => child.type === 'comment')) return text;
  return undefined;
}

/** `res.status(200).json({})`, `res.json([])`, `res.send()`, `res.sendStatus(200)`: success with nothing in it. */
const EMPTY_SUCCESS_RESPONSE =
  /^(res|response|reply|ctx\.res)\.((status|code)\(200\)\.)?((json|send)\((\{\}|\[\]|''|""|null)?\)|end\(\))$|^(res|response)\.sendStatus\(200\)$/;

function emptySuccessResponse(statement: Node): string | undefined {
  const expression = statement.type === 'expression_statement' || statement.type === 'return_statement' ? statement.namedChildren[0] : undefined;
  const text = expression?.text.replace(/\s+/g, '') ?? '';
  return expression && EMPTY_SUCCESS_RESPONSE.test(text) ? `an HTTP 200 with an empty body (\`${excerpt(expression.text, 40)}\`)` : undefined;
}

/** Calls that only parse or convert: a fallback after them is a default for bad input, not a hidden outage. */
const PARSING_CALLS =
  /^(parse|parseInt|parseFloat|Number|String|Boolean|BigInt|decodeURIComponent|decodeURI|atob|btoa|from|toString|getItem|require|resolve|stringify)$/;

/** Whether the try block does work that can fail for reasons other than bad input: it awaits, or calls beyond parsing. */
function doesRealWork(tryBody: Node): boolean {
  if (tryBody.descendantsOfType('await_expression').length > 0) return true;
  return tryBody.descendantsOfType('call_expression').some((call) => !PARSING_CALLS.test(calleePath(call).at(-1) ?? ''));
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(try_statement body: (statement_block) @try handler: (catch_clause body: (statement_block) @body) @target)',
  textGate: /catch/,
  check: ({ target, captures }) => {
    const { body, try: tryBody } = captures;
    if (!body || !tryBody) return false;
    const statements = statementsOf(body);
    let last = statements.at(-1);
    // `res.json({}); return;` ends the handler the same way as `return res.json({})`.
    if (last?.type === 'return_statement' && last.namedChildCount === 0 && statements.length >= 2) last = statements.at(-2);
    if (!last) return false;
    const response = emptySuccessResponse(last);
    const value = response === undefined && last.type === 'return_statement' && last.namedChildren[0] ? madeUpValue(last.namedChildren[0]) : undefined;
    const fallback = response ?? (value === undefined ? undefined : `\`${value}\``);
    const logs = statements.filter((statement) => statement !== last && !(statement.type === 'return_statement' && statement.namedChildCount === 0));
    if (!fallback || !logs.every((statement) => loggingMethod(statement) !== undefined)) return false;
    const fn = enclosingFunction(target);
    if (promisedFallback((fn && functionName(fn)) ?? '', value === 'true' || value === 'false', tryBody)) return false;
    const parameter = target.childForFieldName('parameter');
    const error = parameter?.type === 'identifier' ? parameter.text : undefined;
    if ((error !== undefined && mentions(last, error)) || (response === undefined && !doesRealWork(tryBody))) return false;
    const explained = body.namedChildren.some((child) => child.type === 'comment');
    const first = statementsOf(tryBody)[0];
    return {
      details: { guarded: first ? `\`${excerpt(first.text.replace(/;$/, ''), 50)}\`` : 'the try block', fallback },
      confidence: fallbackConfidence(
        logs.map((statement) => loggingMethod(statement) ?? ''),
        explained,
        value === 'null' || value === 'undefined',
      ),
    };
  },
  examples: {
    match: [
      'async function listOrders(customerId) {\n  try {\n    return await db.orders.find({ customerId });\n  } catch (error) {\n    return [];\n  }\n}',
      "router.get('/orders/:id', async (req, res) => {\n  try {\n    res.json(await orders.find(req.params.id));\n  } catch (error) {\n    res.status(200).json({});\n  }\n});",
      "async function latestInvoice(id) {\n  try {\n    return await client.get(`/invoices/${id}`);\n  } catch (error) {\n    logger.debug('invoice unavailable');\n    return null;\n  }\n}",
      'async function countReports(owner) {\n  try {\n    return (await db.get(owner)).n;\n  } catch {\n    return -1;\n  }\n}',
    ],
    noMatch: [
      'async function listOrders(customerId) {\n  try {\n    return await db.orders.find({ customerId });\n  } catch (error) {\n    throw new StoreError(`orders of ${customerId}`, { cause: error });\n  }\n}',
      'async function charge(id) {\n  try {\n    return { ok: true, value: await api.charge(id) };\n  } catch (error) {\n    return { ok: false, error };\n  }\n}',
      'async function invoice(id) {\n  try {\n    return await client.get(id);\n  } catch (error) {\n    if (error.status === 404) return null;\n    throw error;\n  }\n}',
      'function tryParseJson(text) {\n  try {\n    return JSON.parse(text);\n  } catch {\n    return undefined;\n  }\n}',
      'async function isReachable(url) {\n  try {\n    await fetch(url);\n    return true;\n  } catch {\n    return false;\n  }\n}',
      'function readSettings(text) {\n  try {\n    return JSON.parse(text);\n  } catch {\n    return {};\n  }\n}',
      'async function send(mail) {\n  try {\n    await mailer.send(mail);\n    return true;\n  } catch {\n    return false;\n  }\n}',
    ],
  },
};
