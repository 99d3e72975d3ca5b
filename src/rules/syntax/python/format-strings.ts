import type { Node } from 'web-tree-sitter';
import { dottedName } from './python-syntax.js';

/** A plain string literal's text as written between its quotes, and whether it is bytes. */
export interface LiteralText {
  text: string;
  bytes: boolean;
}

/** The text of a plain string literal (no f-string, no implicit concatenation); undefined otherwise. */
export function readLiteral(node: Node): LiteralText | undefined {
  if (node.type !== 'string' || node.descendantsOfType('interpolation').length > 0) return undefined;
  const start = node.firstChild?.text ?? '';
  const end = node.lastChild?.text ?? '';
  const prefix = start.replace(/["']+$/, '');
  if (/[ft]/i.test(prefix)) return undefined;
  const text = node.text.slice(start.length, node.text.length - end.length);
  // `\N{EM DASH}` is one character, not a `{…}` field.
  return { text: /r/i.test(prefix) ? text : text.replace(/\\N\{[^}]*\}/g, '?'), bytes: /b/i.test(prefix) };
}

/** `literalText`'s text alone. */
export function literalText(node: Node): string | undefined {
  return readLiteral(node)?.text;
}

/** One `%` placeholder: its mapping key (`%(name)s`), `*` width or precision, and conversion (`%` for `%%`). */
export interface PercentSpec {
  key?: string;
  stars: number;
  conversion: string;
  /** The placeholder as written, for messages. */
  text: string;
}

/** What is wrong with a `%` format by itself: a conversion Python does not know, or a placeholder cut off. */
export type PercentProblem = { kind: 'unknown-conversion'; spec: string } | { kind: 'truncated'; spec: string };

const SPEC = /%(?:\(([^()]*)\))?[#0\- +]*(\*|\d+)?(?:\.(\*|\d*))?[hlL]?(.|$)/gs;
const STRING_CONVERSIONS = 'diouxXeEfFgGcrsa%';

/**
 * The placeholders of a `%` format, or what makes Python reject it (`ValueError`) whatever the values; undefined
 * for a key with parentheses in it (`%(a(b))s`), which Python reads with nesting.
 */
export function readPercentFormat(format: string, bytes = false): PercentSpec[] | PercentProblem | undefined {
  const specs: PercentSpec[] = [];
  for (const match of format.matchAll(SPEC)) {
    const [text, key, width, precision, conversion] = match;
    if (conversion === '(') return format.includes(')', match.index) ? undefined : { kind: 'truncated', spec: format.slice(match.index, match.index + 12) };
    if (!conversion) return { kind: 'truncated', spec: text };
    if (!(STRING_CONVERSIONS.includes(conversion) || (bytes && conversion === 'b'))) return { kind: 'unknown-conversion', spec: text };
    specs.push({ key, stars: (width === '*' ? 1 : 0) + (precision === '*' ? 1 : 0), conversion, text });
  }
  return specs;
}

/** Arguments a `%` format consumes; undefined when it takes a mapping or is malformed (another rule's business). */
export function percentArguments(format: string): number | undefined {
  const specs = readPercentFormat(format, true);
  if (!Array.isArray(specs) || specs.some((spec) => spec.key !== undefined)) return undefined;
  return specs.reduce((count, spec) => count + (spec.conversion === '%' ? 0 : 1 + spec.stars), 0);
}

/** Receivers of standard logging calls: the `logging` module and loggers named so (`logger`, `self._log`, `LOGGER`). */
const LOGGER = /^_*(logging|log|logger|\w*_logger|\w*_log)$/i;
const LOGGING_METHODS = new Set(['debug', 'info', 'warning', 'warn', 'error', 'critical', 'exception', 'fatal', 'log']);

/** A standard logging call with a literal `%` format: the format's node and the positional arguments after it. */
export interface LoggingCall {
  format: Node;
  text: string;
  /** Positional arguments after the format. */
  arguments: number;
}

/**
 * `logger.info("%s %s", a)`: the literal format of a call on the `logging` module or a logger, with the count of
 * positional arguments after it; undefined for spread arguments, brace-style formats (loguru, structlog) and others.
 */
export function readLoggingCall(call: Node): LoggingCall | undefined {
  const callee = call.childForFieldName('function');
  const method = callee?.childForFieldName('attribute')?.text ?? '';
  const receiver = callee?.childForFieldName('object');
  if (!receiver || !LOGGING_METHODS.has(method) || !LOGGER.test(dottedName(receiver).at(-1) ?? '')) return undefined;
  const items = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((item) => item.type !== 'comment');
  if (items.some((item) => item.type === 'list_splat' || item.type === 'dictionary_splat')) return undefined;
  const positional = items.filter((item) => item.type !== 'keyword_argument');
  // `log(level, format, …)`: a level that is a string is no standard logger's.
  if (method === 'log' && positional[0]?.type === 'string') return undefined;
  const leading = method === 'log' ? 1 : 0;
  const format = positional[leading];
  const text = format ? literalText(format) : undefined;
  // A format with `{}` fields may belong to a brace-style logger (loguru, structlog), which does not use `%`.
  if (!format || text === undefined || /\{[^{}]*\}/.test(text)) return undefined;
  return { format, text, arguments: positional.length - leading - 1 };
}

/** One replacement field of a `str.format` string: `{}` is automatic, `{0}` numbered, `{name.attr}` named `name`. */
export type BraceField = { kind: 'automatic' } | { kind: 'numbered'; index: number } | { kind: 'named'; name: string };

/** What makes `str.format` raise `ValueError` whatever the arguments. */
export type BraceProblem = { kind: 'single-brace'; brace: '{' | '}' } | { kind: 'unknown-conversion'; conversion: string } | { kind: 'mixed-numbering' };

/** The field's name part (up to `!` or `:` outside brackets) and the rest; undefined for an unclosed bracket. */
function splitField(field: string): { name: string; rest: string } | undefined {
  let index = 0;
  while (index < field.length && field[index] !== '!' && field[index] !== ':') {
    if (field[index] === '[') {
      index = field.indexOf(']', index);
      if (index < 0) return undefined;
    }
    index += 1;
  }
  return { name: field.slice(0, index), rest: field.slice(index) };
}

function fieldOf(name: string): BraceField {
  const head = /^[^.[]*/.exec(name)?.[0] ?? '';
  if (head === '') return { kind: 'automatic' };
  return /^\d+$/.test(head) ? { kind: 'numbered', index: Number(head) } : { kind: 'named', name: head };
}

/**
 * The fields of a `str.format` string, nested ones in format specs included (`{:{width}}`), or what makes
 * Python reject it; undefined for shapes read differently by Python's parser (an unclosed `[`, nesting past one level).
 */
export function readBraceFormat(format: string, nested = false): BraceField[] | BraceProblem | undefined {
  const fields: BraceField[] = [];
  for (let index = 0; index < format.length; index += 1) {
    const character = format[index];
    if (character === '}') {
      if (format[index + 1] !== '}') return { kind: 'single-brace', brace: '}' };
      index += 1;
      continue;
    }
    if (character !== '{') continue;
    if (format[index + 1] === '{' && !nested) {
      index += 1;
      continue;
    }
    let depth = 1;
    let end = index + 1;
    for (; end < format.length && depth > 0; end += 1) depth += format[end] === '{' ? 1 : format[end] === '}' ? -1 : 0;
    if (depth > 0) return format.includes('[', index) ? undefined : { kind: 'single-brace', brace: '{' };
    const parts = splitField(format.slice(index + 1, end - 1));
    if (!parts || (nested && parts.rest.includes('{'))) return undefined;
    fields.push(fieldOf(parts.name));
    const conversion = /^!(.?)(.?)/.exec(parts.rest);
    if (conversion && (!'rsa'.includes(conversion[1] || '?') || !['', ':'].includes(conversion[2] ?? ''))) {
      return { kind: 'unknown-conversion', conversion: parts.rest.slice(0, 2) };
    }
    const spec = parts.rest.slice(parts.rest.indexOf(':') + 1);
    if (parts.rest.includes(':') && spec.includes('{')) {
      const inner = readBraceFormat(spec, true);
      if (!Array.isArray(inner)) return inner;
      fields.push(...inner);
    }
    index = end - 1;
  }
  const kinds = new Set(fields.map((field) => field.kind));
  return kinds.has('automatic') && kinds.has('numbered') ? { kind: 'mixed-numbering' } : fields;
}
