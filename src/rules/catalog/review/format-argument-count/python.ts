import type { LanguageImplementation } from '../../../rule-folder.js';
import type { RuleHit } from '../../../rule-definition.js';
import type { Node } from 'web-tree-sitter';
import { literalText, percentArguments, readBraceFormat, readLoggingCall } from '../../../syntax/python/format-strings.js';
import { countMismatchHit } from './count-mismatch-hit.js';

/** Positional arguments a `str.format` string needs; undefined when it names fields, mixes numbering or is malformed. */
function formatArguments(format: string): number | undefined {
  const fields = readBraceFormat(format);
  if (!Array.isArray(fields) || fields.some((field) => field.kind === 'named')) return undefined;
  const automatic = fields.filter((field) => field.kind === 'automatic').length;
  return automatic > 0 ? automatic : Math.max(-1, ...fields.map((field) => (field.kind === 'numbered' ? field.index : -1))) + 1;
}

/** The values on the right of `%`: a tuple's items, or one plain value; undefined when the count cannot be seen. */
function percentValues(right: Node): number | undefined {
  if (right.type === 'tuple')
    return right.namedChildren.some((item) => item.type === 'list_splat') ? undefined : right.namedChildren.filter((item) => item.type !== 'comment').length;
  return ['string', 'integer', 'float', 'concatenated_string'].includes(right.type) ? 1 : undefined;
}

/** `logger.info("%s %s", a)`: the `%` placeholders of a literal logging format against its positional arguments. */
function checkLoggingCall(call: Node): false | RuleHit {
  const logging = readLoggingCall(call);
  // Without arguments logging prints the text as it is: `logger.info("100%")` is fine.
  const wanted = logging ? percentArguments(logging.text) : undefined;
  if (!logging || logging.arguments === 0 || wanted === undefined) return false;
  // Either way logging reports its own error instead of the message.
  const consequence = 'logging prints `--- Logging error ---` and a traceback instead of the message, which is lost';
  return countMismatchHit(logging.text, wanted, logging.arguments, { noun: 'argument', giver: 'the call passes', tooFew: consequence, tooMany: consequence });
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
