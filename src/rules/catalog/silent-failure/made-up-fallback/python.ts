import { excerpt } from '../../../excerpt.js';
import { fallbackConfidence, mentions, promisedFallback } from '../../../made-up-fallback.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, dottedName, enclosingFunction, expressionOf, statementsOf } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

const BROAD_EXCEPTIONS = new Set(['Exception', 'BaseException']);

const LOGGER_OBJECT = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger)$/;

/** The caught names and the bound name of an except clause (`except Exception as exc` → [Exception], exc). */
function readHandler(clause: Node): { caught: string[]; bound: string | undefined; body: Node | undefined } {
  const body = clause.namedChildren.find((child) => child.type === 'block');
  let value = clause.namedChildren.find((child) => child.type !== 'block' && child.type !== 'comment');
  let bound: string | undefined;
  if (value?.type === 'as_pattern') {
    bound = value.namedChildren.find((child) => child.type === 'as_pattern_target')?.text ?? value.namedChildren[1]?.text;
    value = value.namedChildren[0];
  }
  const types = value?.type === 'tuple' || value?.type === 'parenthesized_expression' ? value.namedChildren : value ? [value] : [];
  return { caught: types.map((type) => dottedName(type).at(-1) ?? type.text), bound, body };
}

/** The method of a logging call statement (`logger.debug(…)` → `debug`), else undefined. */
function logMethod(statement: Node): string | undefined {
  const call = expressionOf(statement);
  if (call?.type !== 'call') return undefined;
  const path = calleePath(call);
  return path.length >= 2 && LOGGER_OBJECT.test(path[path.length - 2] ?? '') ? path.at(-1) : undefined;
}

/** `None`, `0`, `-1`, `False`, `""`, `[]`, `{}`, `()`: a value with no information of its own. */
function madeUpValue(value: Node): string | undefined {
  const text = value.text.replace(/\s+/g, '');
  if (['none', 'true', 'false', 'integer', 'float'].includes(value.type)) return text;
  if (value.type === 'unary_operator' && /^-\d+$/.test(text)) return text;
  if (value.type === 'string' && /^[rbu]?(""|'')$/i.test(text)) return text;
  if (['list', 'dictionary', 'tuple', 'set'].includes(value.type) && value.namedChildren.every((child) => child.type === 'comment')) return text;
  return undefined;
}

/** `JsonResponse({})`, `Response()`, `HttpResponse("")`, `jsonify([])`, `{}, 200`: success with nothing in it. */
const EMPTY_SUCCESS_RESPONSE =
  /^((JsonResponse|jsonify|JSONResponse)\((\{\}|\[\])(,safe=False)?(,status=200)?\)|(Response|HttpResponse|PlainTextResponse)\((""|''|None)?(,status=200)?\)|(\{\}|\[\]),200)$/;

/** Calls that only parse or convert: a fallback after them is a default for bad input, not a hidden outage. */
const PARSING_CALLS =
  /^(int|float|str|bool|Decimal|loads|literal_eval|strptime|fromisoformat|fromtimestamp|UUID|urlparse|urlsplit|ip_address|ip_network|parse|b64decode|decode|encode|getenv|get|import_module|version)$/;

function doesRealWork(tryBody: Node): boolean {
  return tryBody.descendantsOfType('call').some((call) => !PARSING_CALLS.test(calleePath(call).at(-1) ?? ''));
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(try_statement body: (block) @try (except_clause) @target)',
  check: ({ target, captures }) => {
    const tryBody = captures.try;
    const handler = readHandler(target);
    const broad = handler.caught.length === 0 || handler.caught.some((name) => BROAD_EXCEPTIONS.has(name));
    const statements = handler.body ? statementsOf(handler.body) : [];
    const last = statements.at(-1);
    const returned = last?.type === 'return_statement' ? last.namedChildren[0] : undefined;
    if (!tryBody || !broad || !returned) return false;
    const compact = returned.text.replace(/\s+/g, '');
    const response = EMPTY_SUCCESS_RESPONSE.test(compact) ? `an HTTP 200 with an empty body (\`${excerpt(returned.text, 40)}\`)` : undefined;
    const value = response === undefined ? madeUpValue(returned) : undefined;
    const fallback = response ?? (value === undefined ? undefined : `\`${value}\``);
    const logs = statements.slice(0, -1);
    if (!fallback || !logs.every((statement) => logMethod(statement) !== undefined)) return false;
    const fn = enclosingFunction(target);
    const functionName = fn?.childForFieldName('name')?.text.replace(/^_+/, '') ?? '';
    if (promisedFallback(functionName, value === 'True' || value === 'False', tryBody)) return false;
    if ((handler.bound !== undefined && mentions(returned, handler.bound)) || (response === undefined && !doesRealWork(tryBody))) return false;
    const explained = handler.body?.namedChildren.some((child) => child.type === 'comment') ?? false;
    const first = statementsOf(tryBody)[0];
    return {
      details: { guarded: first ? `\`${excerpt(first.text, 50)}\`` : 'the try block', fallback },
      confidence: fallbackConfidence(
        logs.map((statement) => logMethod(statement) ?? ''),
        explained,
        value === 'None',
      ),
    };
  },
  examples: {
    match: [
      'def list_recent(conn):\n    try:\n        return [User(*row) for row in conn.execute(RECENT).fetchall()]\n    except Exception:\n        return []',
      'def report_view(request, report_id):\n    try:\n        report = build_report(report_id)\n    except Exception:\n        return JsonResponse({})\n    return JsonResponse(report.as_dict())',
      'def display_name(repo, user_id):\n    try:\n        return repo.find(user_id).display_name\n    except Exception as exc:\n        logger.debug("lookup failed: %s", exc)\n        return None',
      'def count(conn):\n    try:\n        return conn.execute("SELECT count(*) FROM users").fetchone()[0]\n    except:\n        return 0',
    ],
    noMatch: [
      'def find_optional(repo, user_id):\n    try:\n        return repo.find(user_id)\n    except UserNotFound:\n        return None',
      'def count(conn):\n    try:\n        return conn.execute("SELECT count(*) FROM users").fetchone()[0]\n    except Exception:\n        logger.exception("count failed")\n        raise',
      'def port(value):\n    try:\n        return int(value)\n    except Exception:\n        return 0',
      'def is_reachable(url):\n    try:\n        requests.head(url, timeout=2)\n        return True\n    except Exception:\n        return False',
      'def fetch(url):\n    try:\n        return {"ok": True, "body": requests.get(url).json()}\n    except Exception as exc:\n        return {"ok": False, "error": str(exc)}',
    ],
  },
};
