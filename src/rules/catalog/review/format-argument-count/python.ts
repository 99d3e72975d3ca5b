import type { LanguageImplementation } from '../../../rule-folder.js';
import type { RuleHit } from '../../../rule-definition.js';
import type { Node } from 'web-tree-sitter';
import { dottedName } from '../../../syntax/python/python-syntax.js';
import { countMismatchHit } from './count-mismatch-hit.js';

const PERCENT_SPEC = /%(\([^)]*\))?[#0\- +]*(\*|\d+)?(?:\.(\*|\d*))?[hlL]?(.|$)/gs;
const PERCENT_CONVERSIONS = new Set([...'diouxXeEfFgGcrsab%']);

/** The text of a plain string literal (no f-string, no implicit concatenation); undefined otherwise. */
function literalText(node: Node): string | undefined {
  if (node.type !== 'string' || node.descendantsOfType('interpolation').length > 0) return undefined;
  const start = node.firstChild?.text ?? '';
  const end = node.lastChild?.text ?? '';
  if (/[ft]/i.test(start.replace(/["']+$/, ''))) return undefined;
  return node.text.slice(start.length, node.text.length - end.length);
}

/** Arguments a `%` format consumes; undefined when it takes a mapping or is malformed (another rule's business). */
function percentArguments(format: string): number | undefined {
  let count = 0;
  for (const [, mapping, width, precision, conversion] of format.matchAll(PERCENT_SPEC)) {
    if (mapping !== undefined || !conversion || !PERCENT_CONVERSIONS.has(conversion)) return undefined;
    if (conversion === '%') continue;
    count += 1 + (width === '*' ? 1 : 0) + (precision === '*' ? 1 : 0);
  }
  return count;
}

/** Positional arguments a `str.format` string needs; undefined when it names fields or mixes numbering. */
function formatArguments(format: string): number | undefined {
  let automatic = 0;
  let highest = -1;
  const fields = format.replace(/\{\{|\}\}/g, '').match(/\{[^{}]*/g) ?? [];
  for (const field of fields) {
    const name = /^\{([^!:.[\]]*)/.exec(field)?.[1] ?? '';
    if (name === '') automatic += 1;
    else if (/^\d+$/.test(name)) highest = Math.max(highest, Number(name));
    else return undefined;
  }
  if (automatic > 0 && highest >= 0) return undefined;
  return automatic > 0 ? automatic : highest + 1;
}

/** The values on the right of `%`: a tuple's items, or one plain value; undefined when the count cannot be seen. */
function percentValues(right: Node): number | undefined {
  if (right.type === 'tuple')
    return right.namedChildren.some((item) => item.type === 'list_splat') ? undefined : right.namedChildren.filter((item) => item.type !== 'comment').length;
  return ['string', 'integer', 'float', 'concatenated_string'].includes(right.type) ? 1 : undefined;
}

/** Receivers of standard logging calls: the `logging` module and loggers named so (`logger`, `self._log`, `LOGGER`). */
const LOGGER = /^_*(logging|log|logger|\w*_logger|\w*_log)$/i;
const LOGGING_METHODS = new Set(['debug', 'info', 'warning', 'warn', 'error', 'critical', 'exception', 'fatal', 'log']);

/** `logger.info("%s %s", a)`: the `%` placeholders of a literal logging format against its positional arguments. */
function checkLoggingCall(call: Node): false | RuleHit {
  const callee = call.childForFieldName('function');
  const method = callee?.childForFieldName('attribute')?.text ?? '';
  const receiver = callee?.childForFieldName('object');
  if (!receiver || !LOGGING_METHODS.has(method) || !LOGGER.test(dottedName(receiver).at(-1) ?? '')) return false;
  const items = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((item) => item.type !== 'comment');
  if (items.some((item) => item.type === 'list_splat' || item.type === 'dictionary_splat')) return false;
  const positional = items.filter((item) => item.type !== 'keyword_argument');
  // `log(level, format, …)`: a level that is a string is no standard logger's.
  if (method === 'log' && positional[0]?.type === 'string') return false;
  const formatNode = positional[method === 'log' ? 1 : 0];
  const format = formatNode ? literalText(formatNode) : undefined;
  // A format with `{}` fields may belong to a brace-style logger (loguru, structlog), which does not use `%`.
  if (format === undefined || /\{[^{}]*\}/.test(format)) return false;
  const given = positional.length - (method === 'log' ? 2 : 1);
  // Without arguments logging prints the text as it is: `logger.info("100%")` is fine.
  const wanted = percentArguments(format);
  if (given === 0 || wanted === undefined) return false;
  // Either way logging reports its own error instead of the message.
  const consequence = 'logging prints `--- Logging error ---` and a traceback instead of the message, which is lost';
  return countMismatchHit(format, wanted, given, { noun: 'argument', giver: 'the call passes', tooFew: consequence, tooMany: consequence });
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(binary_operator left: (string) @format operator: "%" right: (_) @values) @target
      (call function: (attribute object: (string) @format attribute: (identifier) @method (#eq? @method "format")) arguments: (argument_list) @values) @target
      (call function: (attribute attribute: (identifier) @logging) arguments: (argument_list (string))) @target`,
  textGate: /%|format/,
  check: ({ target, captures }) => {
    if (captures.logging) return checkLoggingCall(target);
    const format = captures.format ? literalText(captures.format) : undefined;
    const values = captures.values;
    if (format === undefined || !values) return false;
    if (target.type === 'binary_operator') {
      const wanted = percentArguments(format);
      const given = percentValues(values);
      // `'%s' % value` with one placeholder takes any one value; only a tuple's length can be counted.
      if (wanted === undefined || given === undefined || wanted === 0) return false;
      return countMismatchHit(format, wanted, given, {
        noun: 'value',
        giver: values.type === 'tuple' ? 'the tuple holds' : 'it is given',
        tooFew: '`TypeError: not enough arguments for format string`',
        tooMany: '`TypeError: not all arguments converted during string formatting`',
      });
    }
    const items = values.namedChildren.filter((item) => item.type !== 'comment');
    if (items.some((item) => item.type === 'list_splat' || item.type === 'dictionary_splat')) return false;
    const wanted = formatArguments(format);
    const given = items.filter((item) => item.type !== 'keyword_argument').length;
    if (wanted === undefined) return false;
    return countMismatchHit(format, wanted, given, {
      noun: 'positional value',
      tooFew: '`IndexError: Replacement index out of range`',
      tooMany: 'the extra values are silently left out of the text',
    });
  },
  examples: {
    match: [
      'message = "user %s has %d items" % (name,)',
      'label = "{} of {}".format(page)',
      'line = "%s=%s" % (key, value, extra)',
      'raise ValueError("expected {0}, got {1}".format(expected))',
      'logger.warning("retrying %s after %d seconds", url)',
      'logging.info("loaded %d rows", count, path)',
      'self._log.log(logging.DEBUG, "%s: %s", key)',
    ],
    noMatch: [
      'message = "user %s has %d items" % (name, count)',
      'message = "%s" % value',
      'message = "%(name)s" % {"name": name}',
      'label = "{} of {}".format(*pages)',
      'label = "{page} of {total}".format(page=page, total=total)',
      'label = f"{page}" "%d" % count',
      'ratio = "100%% of %s" % (name,)',
      'row = "{:>{}}".format(text, width)',
      'logger.warning("retrying %s after %d seconds", url, delay, exc_info=True)',
      'logger.info("100% done")',
      'logger.info("loaded {} rows", count)',
      'logger.info("%(count)d rows", {"count": count})',
      'logger.debug("%s %s", *pair)',
    ],
  },
};
