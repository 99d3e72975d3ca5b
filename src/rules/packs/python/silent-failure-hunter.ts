import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import type { FixTarget, LineEdit, RuleDefinition } from '../../rule-definition.js';
import { severityInSensitiveArea } from '../../sensitive-area.js';
import { calleePath, dottedName, expressionOf, statementsOf } from './python-syntax.js';
import { CLEAR_FALLBACK_CONFIDENCE, HIDDEN_LOG_LEVEL } from '../../made-up-fallback.js';

/** Errors that vanish in Python: `except: pass`, bare `except:`, handlers that only log. */

/** Catching these catches (nearly) everything, so nothing tells the caller what went wrong. */
const BROAD_EXCEPTIONS = new Set(['Exception', 'BaseException']);

interface ExceptClause {
  /** The names after `except` (`(ValueError, KeyError)` gives both); empty for a bare `except:`. */
  caught: string[];
  body: Node | undefined;
}

function readExceptClause(clause: Node): ExceptClause {
  const body = clause.namedChildren.find((child) => child.type === 'block');
  let value = clause.childForFieldName('value') ?? clause.namedChildren.find((child) => child.type !== 'block' && child.type !== 'comment');
  if (value?.type === 'as_pattern') value = value.namedChildren[0];
  const types = value?.type === 'tuple' || value?.type === 'parenthesized_expression' ? value.namedChildren : value ? [value] : [];
  return { caught: types.map((type) => dottedName(type).at(-1) ?? type.text), body };
}

function isBroad(clause: ExceptClause): boolean {
  return clause.caught.length === 0 || clause.caught.some((name) => BROAD_EXCEPTIONS.has(name));
}

/** `pass`, `...` and `continue` (in a loop) all carry on as if nothing happened. */
function doesNothing(statement: Node): boolean {
  if (statement.type === 'pass_statement' || statement.type === 'continue_statement') return true;
  return expressionOf(statement)?.type === 'ellipsis';
}

/** What the handler guards, for the message: the first statement of the `try`. */
function guardedBy(clause: Node): string {
  const tryBody = clause.parent?.childForFieldName('body');
  const first = tryBody ? statementsOf(tryBody)[0] : undefined;
  return first ? `\`${excerpt(first.text, 50)}\`` : 'the try block';
}

const LOGGER_OBJECT = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger|traceback|warnings)$/;

function isLoggingStatement(statement: Node): boolean {
  const expression = expressionOf(statement);
  if (expression?.type !== 'call') return false;
  const path = calleePath(expression);
  if (path.length === 1) return path[0] === 'print';
  return LOGGER_OBJECT.test(path[path.length - 2] ?? '');
}

/** `except:` → `except Exception:`; keeps KeyboardInterrupt and SystemExit able to stop the program. */
function narrowBareExcept(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const bare = /^(\s*)except\s*:(.*)$/.exec(text);
  if (!bare) return undefined;
  return { startLine: target.line, endLine: target.line, replacement: [`${bare[1] ?? ''}except Exception:${bare[2] ?? ''}`] };
}

export const pythonSilentFailureHunterRules: readonly RuleDefinition[] = [
  {
    id: 'silent-failure/empty-catch',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'error-handling',
    message: '`{{handler}}` silently discards any error raised by {{guarded}}.',
    recommendation:
      'Catch the specific exception you expect and handle it (recover, retry, or return a failure the caller sees), or let it propagate. If ignoring it is intended, catch the narrow type and say why in a comment.',
    query: '(except_clause) @target',
    check: ({ target, context }) => {
      const clause = readExceptClause(target);
      const statements = clause.body ? statementsOf(clause.body) : [];
      // `except KeyError: pass` is a deliberate, narrow choice; only broad handlers hide unknown failures.
      if (!isBroad(clause) || statements.length === 0 || !statements.every(doesNothing)) return false;
      const details = { handler: excerpt(`${target.text.split(':', 1)[0] ?? 'except'}: ${statements[0]?.text ?? 'pass'}`, 50), guarded: guardedBy(target) };
      const explained = clause.body?.namedChildren.some((child) => child.type === 'comment') ?? false;
      if (explained) return { details, severity: 'low', confidence: 50 };
      // A test provokes errors on purpose and ignores the ones it does not check.
      return context.isTestFile ? { details, severity: 'info' } : { details, ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: [
        'try:\n    send_receipt(order)\nexcept Exception:\n    pass',
        'try:\n    cache.invalidate(key)\nexcept:\n    pass',
        'for row in rows:\n    try:\n        load(row)\n    except BaseException:\n        continue',
      ],
      noMatch: [
        'try:\n    del cache[key]\nexcept KeyError:\n    pass',
        'try:\n    send_receipt(order)\nexcept Exception:\n    logger.exception("receipt failed")\n    raise',
        'try:\n    value = int(raw)\nexcept Exception:\n    return None',
      ],
    },
  },
  {
    id: 'silent-failure/bare-except',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    languages: ['python'],
    category: 'error-handling',
    message: 'Bare `except:` around {{guarded}} also catches `KeyboardInterrupt` and `SystemExit`, so Ctrl-C and `sys.exit()` stop working there.',
    recommendation: 'Catch `Exception` (or, better, the specific exceptions you expect).',
    query: '(except_clause) @target',
    check: ({ target }) => {
      const clause = readExceptClause(target);
      const statements = clause.body ? statementsOf(clause.body) : [];
      const last = statements.at(-1);
      // An empty handler is silent-failure/empty-catch's finding; a handler that re-raises lets everything through.
      if (clause.caught.length > 0 || statements.every(doesNothing) || (last?.type === 'raise_statement' && last.namedChildCount === 0)) {
        return false;
      }
      return { details: { guarded: guardedBy(target) } };
    },
    fix: narrowBareExcept,
    examples: {
      match: ['try:\n    rows = fetch(url)\nexcept:\n    rows = []', 'try:\n    return json.loads(raw)\nexcept:  # bad payload\n    return {}'],
      noMatch: [
        'try:\n    rows = fetch(url)\nexcept Exception:\n    rows = []',
        'try:\n    write(path)\nexcept:\n    cleanup(path)\n    raise',
        'try:\n    write(path)\nexcept:\n    pass',
      ],
    },
  },
  {
    id: 'silent-failure/log-only-catch',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 65,
    languages: ['python'],
    category: 'error-handling',
    message: 'The handler only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.',
    recommendation:
      'After logging, re-raise, return a value the caller can check, or record the failure where the caller looks. Logging alone leaves callers working with missing data.',
    query: '(except_clause) @target',
    check: ({ target, context }) => {
      const clause = readExceptClause(target);
      const statements = clause.body ? statementsOf(clause.body) : [];
      const first = statements[0];
      if (!isBroad(clause) || !first || !statements.every(isLoggingStatement)) return false;
      // Logged at debug level, the failure is hidden in production as surely as with `pass`.
      const expression = (statement: Node): Node => expressionOf(statement) ?? statement;
      const hidden = statements.every((statement) => HIDDEN_LOG_LEVEL.test(calleePath(expression(statement)).at(-1) ?? ''));
      return {
        details: { logged: excerpt(first.text, 50), guarded: guardedBy(target) },
        ...(hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {}),
        ...severityInSensitiveArea(context.path),
      };
    },
    examples: {
      match: [
        'try:\n    charge(card, amount)\nexcept Exception as error:\n    logger.error("charge failed: %s", error)',
        'try:\n    sync()\nexcept Exception:\n    logging.exception("sync failed")',
      ],
      noMatch: [
        'try:\n    charge(card, amount)\nexcept Exception:\n    logger.exception("charge failed")\n    raise',
        'try:\n    value = parse(raw)\nexcept ValueError as error:\n    logger.warning("bad value: %s", error)',
      ],
    },
  },
];
