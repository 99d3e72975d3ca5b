import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';
import {
  type BraceProblem,
  type PercentProblem,
  literalText,
  readBraceFormat,
  readLiteral,
  readLoggingCall,
  readPercentFormat,
} from '../../../syntax/python/format-strings.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

/** Literal values that are never a mapping: `%(name)s` cannot take its key from them. */
const NOT_MAPPING = new Set(['tuple', 'list', 'string', 'concatenated_string', 'integer', 'float', 'list_comprehension', 'set', 'true', 'false', 'none']);

const hit = (format: string, problem: string, consequence: string): RuleHit => ({ details: { format: excerpt(format, 40), problem, consequence } });

function percentProblem(format: string, problem: PercentProblem): RuleHit {
  return problem.kind === 'truncated'
    ? hit(format, `ends in the middle of the placeholder \`${problem.spec}\``, '`ValueError: incomplete format`')
    : hit(format, `has \`${problem.spec}\`, which is no conversion Python knows`, '`ValueError: unsupported format character`');
}

/** The string keys of a dictionary literal (or `dict(key=…)`); undefined when some key cannot be read. */
function literalKeys(node: Node): Set<string> | undefined {
  const keys = new Set<string>();
  if (node.type === 'call' && node.childForFieldName('function')?.text === 'dict') {
    for (const item of node.childForFieldName('arguments')?.namedChildren ?? []) {
      if (item.type !== 'keyword_argument') return undefined;
      keys.add(item.childForFieldName('name')?.text ?? '');
    }
    return keys;
  }
  if (node.type !== 'dictionary') return undefined;
  for (const item of node.namedChildren) {
    if (item.type === 'comment') continue;
    const key = item.type === 'pair' ? item.childForFieldName('key') : null;
    const text = key ? literalText(key) : undefined;
    if (text === undefined) return undefined;
    keys.add(text);
  }
  return keys;
}

/** `'…' % values`. */
function checkPercent(formatNode: Node, values: Node): RuleHit | false {
  const literal = readLiteral(formatNode);
  const specs = literal ? readPercentFormat(literal.text, literal.bytes) : undefined;
  if (!literal || !specs) return false;
  const format = literal.text;
  if (!Array.isArray(specs)) return percentProblem(format, specs);
  const named = specs.filter((spec) => spec.key !== undefined);
  const positional = specs.filter((spec) => spec.key === undefined && spec.conversion !== '%');
  if (named.length > 0 && positional.length > 0) {
    return hit(
      format,
      `mixes named (\`${named[0]?.text}\`) and positional (\`${positional[0]?.text}\`) placeholders`,
      '`TypeError`: the values come either from a mapping or from a tuple, not both',
    );
  }
  if (named.some((spec) => spec.stars > 0))
    return hit(format, 'has a `*` width or precision in a named placeholder', '`TypeError`: a mapping cannot give the `*` its number');
  const keys = literalKeys(values);
  if (named.length > 0 && NOT_MAPPING.has(values.type))
    return hit(format, `names keys (\`${named[0]?.text}\`) but is given a ${values.type.replace(/_/g, ' ')}`, '`TypeError: format requires a mapping`');
  const missing = named.find((spec) => keys && !keys.has(spec.key ?? ''));
  if (missing) return hit(format, `needs the key \`${missing.key}\`, which the dictionary does not have`, `\`KeyError: '${missing.key}'\``);
  if (positional.length > 1 && values.type === 'dictionary')
    return hit(format, 'takes positional values but is given a dictionary', '`TypeError: not enough arguments for format string`');
  return false;
}

function braceProblem(format: string, problem: BraceProblem): RuleHit {
  if (problem.kind === 'single-brace')
    return hit(format, `has a single \`${problem.brace}\``, `\`ValueError: Single '${problem.brace}' encountered in format string\``);
  if (problem.kind === 'unknown-conversion')
    return hit(format, `has the conversion \`${problem.conversion}\`; only \`!r\`, \`!s\` and \`!a\` exist`, '`ValueError`');
  return hit(
    format,
    'mixes automatic (`{}`) and numbered (`{0}`) fields',
    '`ValueError: cannot switch from automatic field numbering to manual field specification`',
  );
}

/** `'…'.format(…)`. */
function checkBraces(formatNode: Node, argumentList: Node): RuleHit | false {
  const literal = readLiteral(formatNode);
  const fields = literal && !literal.bytes ? readBraceFormat(literal.text) : undefined;
  if (!literal || !fields) return false;
  if (!Array.isArray(fields)) return braceProblem(literal.text, fields);
  const items = argumentList.namedChildren;
  if (items.some((item) => item.type === 'dictionary_splat')) return false;
  const keywords = new Set(items.flatMap((item) => (item.type === 'keyword_argument' ? [item.childForFieldName('name')?.text ?? ''] : [])));
  const missing = fields.find((field) => field.kind === 'named' && !keywords.has(field.name));
  if (missing?.kind !== 'named') return false;
  return hit(literal.text, `has the field \`{${missing.name}}\`, but the call passes no \`${missing.name}=\``, `\`KeyError: '${missing.name}'\``);
}

/** `logger.info('100%', value)`: a malformed `%` format in a logging call that formats. */
function checkLogging(call: Node): RuleHit | false {
  const logging = readLoggingCall(call);
  const specs = logging && logging.arguments > 0 ? readPercentFormat(logging.text) : undefined;
  if (!logging || !specs || Array.isArray(specs)) return false;
  const finding = percentProblem(logging.text, specs);
  return { ...finding, details: { ...finding.details, consequence: 'logging prints `--- Logging error ---` and a traceback instead of the message' } };
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(binary_operator left: (string) @format operator: "%" right: (_) @values) @target
      (call function: (attribute object: (string) @format attribute: (identifier) @method (#eq? @method "format")) arguments: (argument_list) @values) @target
      (call function: (attribute attribute: (identifier) @logging) arguments: (argument_list (string))) @target`,
  textGate: /%|format|\{|\}/,
  check: ({ target, captures, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ['F501', 'F502', 'F503', 'F505', 'F506', 'F508', 'F509', 'F521', 'F524', 'F525', 'PLE1300']))
      return false;
    if (captures.logging) return checkLogging(target);
    const { format, values } = captures;
    if (!format || !values) return false;
    return target.type === 'binary_operator' ? checkPercent(format, values) : checkBraces(format, values);
  },
  examples: {
    match: [
      'label = "%d%s done" % (count, "%")\nratio = "%d of %d (%y)" % (a, b)',
      'message = "progress: 100%" % ()',
      'text = "%(name)s is %s" % {"name": name}',
      'text = "%(name)s" % (name,)',
      'text = "%(name)s (%(age)d)" % {"name": name, "agee": age}',
      'text = "%s and %s" % {"a": 1}',
      'text = "{} {".format(a)',
      'text = "{0} and {}".format(a, b)',
      'text = "{value!x}".format(value=v)',
      'text = "{user} logged in".format(usr=name)',
      'logger.info("loaded %s (100%)", path)',
    ],
    noMatch: [
      'text = "%(name)s is %(age)d" % {"name": name, "age": age}',
      'text = "%(name)s" % locals()',
      'text = "100%%, %s" % (name,)',
      'text = b"%b" % (data,)',
      'text = "%(name)s" % {"name": name, **extra}',
      'text = "{user} {0}".format(name, user=u)',
      'text = "{{literal}} {:{width}}".format(value, width=3)',
      'text = "{user}".format(**context)',
      'text = "\\N{EM DASH} {}".format(value)',
      'logger.info("100% done")',
      'logger.info("loaded {} of 100%", count)',
      'text = "%s" % {"a": 1}',
    ],
  },
};
