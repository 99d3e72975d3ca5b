import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { BUILTIN_EXCEPTIONS, lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { namesBoundBefore, silencedByNoqa } from '../../../syntax/python/python-names.js';
import { calleePath, enclosingFunction, unwrapParentheses } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Plain strings with a `{name}`, `{name.attr}`, `{name[0]}`, `{name!r}` or `{name:>10}` placeholder. */
const PLACEHOLDER = /\{([A-Za-z_]\w*)(?:\.\w+|\[[^\]{}]*\])*(?:![rsa])?(?::[^{}]*)?\}/g;

/** Calls that print or raise their message as it is. */
const EXCEPTION_NAME = /(Error|Exception|Warning|Exit|Failure|Invalid\w*)$/;

const LOG_METHOD = /^(debug|info|warning|warn|error|exception|critical|fatal)$/;

const MESSAGE_KEYWORDS = new Set(['file', 'end', 'sep', 'flush', 'stacklevel', 'category', 'exc_info', 'stack_info', 'code']);

function isPlainStringLiteral(node: Node): boolean {
  if (node.type !== 'string') return false;
  const start = node.namedChildren.find((child) => child.type === 'string_start')?.text ?? node.text;
  return !/^[A-Za-z]*[fFbBtT]/.test(start) && !node.namedChildren.some((child) => child.type === 'interpolation');
}

function isFString(node: Node): boolean {
  return node.type === 'string' && /^[A-Za-z]*[fF]/.test(node.namedChildren.find((child) => child.type === 'string_start')?.text ?? '');
}

/** What takes the message `node` and shows it as it is: `raise ValueError(…)`, `print(…)`, `log.error(…)`; undefined otherwise. */
function messageSink(node: Node): string | undefined {
  let message = node;
  while (message.parent?.type === 'parenthesized_expression' || message.parent?.type === 'concatenated_string' || isConcatenationOrPercent(message)) {
    message = message.parent ?? message;
  }
  const list = message.parent;
  const call = list?.type === 'argument_list' ? list.parent : undefined;
  if (!list || call?.type !== 'call') return undefined;
  const others = list.namedChildren.filter((argument) => argument.id !== message.id && argument.type !== 'comment');
  if (others.some((argument) => argument.type !== 'keyword_argument' || !MESSAGE_KEYWORDS.has(argument.childForFieldName('name')?.text ?? '')))
    return undefined;
  if (list.namedChildren[0]?.id !== message.id) return undefined;
  const path = calleePath(call);
  const name = path.at(-1) ?? '';
  if (EXCEPTION_NAME.test(name) && /^[A-Z]/.test(name)) return `\`${name}\``;
  if (name === 'print' && path.length === 1) return '`print`';
  if (path.join('.') === 'warnings.warn') return '`warnings.warn`';
  if (LOG_METHOD.test(name) && path.length >= 2 && /log/i.test(path.at(-2) ?? '')) return `\`${path.join('.')}\``;
  return undefined;
}

/**
 * `message + …`, and `message % values` with the message on the left: `%` fills its `%s`, never its `{name}`,
 * so the braces still reach the sink as they are.
 */
function isConcatenationOrPercent(message: Node): boolean {
  const parent = message.parent;
  if (parent?.type !== 'binary_operator') return false;
  const operator = parent.childForFieldName('operator')?.text;
  return operator === '+' || (operator === '%' && parent.childForFieldName('left')?.id === message.id);
}

/** `%s`, `%d`, `%(name)s`, `%-10.2f`: a printf-style placeholder (not `%%`, nor the `% d` of `50% done`: no space flag). */
const PERCENT_PLACEHOLDER = /(?<!%)%(\([\w.]+\))?[#0+-]*(\*|\d+)?(\.(\*|\d+))?[diouxXeEfFgGcrsa]/;

/**
 * `raise ValueError("cannot read %s", path)`, `print("%d items", n)`: a builtin exception or `print` given the
 * values of a `%`-style message as further arguments, the way logging takes them. Neither formats: the
 * exception shows a tuple of the message and the values, `print` the placeholder followed by the values.
 */
function percentArgumentsSink(node: Node): string | undefined {
  const list = node.parent;
  const call = list?.type === 'argument_list' ? list.parent : undefined;
  if (!list || call?.type !== 'call' || list.namedChildren[0]?.id !== node.id) return undefined;
  const values = list.namedChildren
    .slice(1)
    .filter((argument) => argument.type !== 'keyword_argument' && argument.type !== 'comment' && argument.type !== 'dictionary_splat');
  const text = plainText(node);
  if (values.length === 0 || text === undefined || !PERCENT_PLACEHOLDER.test(text)) return undefined;
  const path = calleePath(call);
  const name = path.at(-1) ?? '';
  if (path.length === 1 && name === 'print') return '`print`';
  if (path.length === 1 && BUILTIN_EXCEPTIONS.has(name) && EXCEPTION_NAME.test(name)) return `\`${name}\``;
  return undefined;
}

/** The placeholders of `text` whose names are all variables in scope at `at`; undefined if any is not. */
function placeholdersInScope(text: string, at: Node): string[] | undefined {
  if (text.includes('{{')) return undefined;
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.length === 0) return undefined;
  const scope = localNamesAt(at);
  return names.every((name) => scope.has(name)) ? [...new Set(names)] : undefined;
}

/** The text of a plain string or of implicitly concatenated plain strings. */
function plainText(node: Node): string | undefined {
  const value = unwrapParentheses(node);
  if (value.type === 'concatenated_string') return value.namedChildren.every(isPlainStringLiteral) ? value.namedChildren.map(plainText).join('') : undefined;
  if (!isPlainStringLiteral(value)) return undefined;
  return value.namedChildren
    .filter((child) => child.type === 'string_content')
    .map((child) => child.text)
    .join('');
}

/** A module constant's single plain-string value (`MESSAGE = "… {type_} …"`), never formatted anywhere in the file. */
function unformattedConstant(identifier: Node, context: RuleContext): string | undefined {
  const name = identifier.text;
  const assignments = context.root.namedChildren.flatMap((statement) => {
    const assignment = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    return assignment?.type === 'assignment' && assignment.childForFieldName('left')?.text === name ? [assignment] : [];
  });
  const value = assignments.length === 1 ? assignments[0]?.childForFieldName('right') : undefined;
  const text = value ? plainText(value) : undefined;
  if (text === undefined) return undefined;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const formatted = new RegExp(`\\b${escaped}\\s*(\\.\\s*format(_map)?\\b|%)|\\bformat\\(\\s*${escaped}\\b|\\b${escaped}\\b\\s*,`);
  return context.lines.some((line) => formatted.test(line)) ? undefined : text;
}

function unformattedBraces(name: string, sink: string): string {
  return `This message holds \`{${name}}\`, and \`${name}\` is a variable here, but the string is not an f-string nor formatted: ${sink} shows the braces as they are.`;
}

/** The names in scope at `node` from its own function (parameters and earlier bindings); empty at module level. */
function localNamesAt(node: Node): Set<string> {
  const fn = enclosingFunction(node);
  return fn ? namesBoundBefore(fn, node.startIndex) : new Set();
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(string) @target
      (argument_list . (identifier) @target)`,
  // `{name}` placeholders, or `%s` ones.
  textGate: /\{|%/,
  check: ({ target, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ['RUF027'])) return false;
    let text: string | undefined;
    const unformatted = target.type === 'string' ? percentArgumentsSink(target) : undefined;
    if (unformatted) {
      const placeholder = PERCENT_PLACEHOLDER.exec(plainText(target) ?? '')?.[0] ?? '%s';
      return {
        details: {
          problem: `This message holds \`${placeholder}\` and its values come as further arguments, but ${unformatted} does not format them: it shows \`${placeholder}\` as it is, followed by the values.`,
        },
      };
    }
    if (target.type === 'identifier') {
      text = messageSink(target) ? unformattedConstant(target, context) : undefined;
    } else if (target.text.includes('{') && isPlainStringLiteral(target)) {
      text = plainText(target);
      // In `"… {x} " f"… {y}"` the plain part is certainly meant as an f-string too.
      const siblings = target.parent?.type === 'concatenated_string' ? target.parent.namedChildren : [];
      if (text !== undefined && siblings.some(isFString) && !context.isTestFile) {
        const names = placeholdersInScope(text, target);
        if (names) return { details: { problem: unformattedBraces(names[0] ?? '', 'the message') } };
      }
    }
    if (text === undefined) return false;
    const sink = messageSink(target);
    const names = sink ? placeholdersInScope(text, target) : undefined;
    if (!sink || !names) return false;
    return { details: { problem: unformattedBraces(names[0] ?? '', sink) } };
  },
  examples: {
    match: [
      'def check(type_):\n    raise ValueError("Invalid type: {type_}")',
      'def load(path):\n    logger.error("cannot read {path}")',
      'def pay(order):\n    raise PaymentError(\n        f"order {order.id} failed: "\n        "amount {order.amount} exceeds the limit"\n    )',
      'MESSAGE = "check that {type_} is a valid field type"\n\ndef create(type_):\n    raise FieldError(MESSAGE)',
      'def load(path, error):\n    raise ValueError("cannot read {path}: %s" % error)',
      'def load(path):\n    raise ValueError("cannot read %s", path)',
      'def report(items):\n    print("%d items left", len(items))',
    ],
    noMatch: [
      'def check(type_):\n    raise ValueError("Invalid type: {type_}".format(type_=type_))',
      'def check(type_):\n    raise ValueError(f"Invalid type: {type_}")',
      'def render(name):\n    return "Hello {name}"',
      'def greet(name):\n    print(_("Hello {name}"))',
      'def load(path):\n    logger.info("cannot read {path}", path=path)',
      'def template():\n    raise ValueError("use {name} in the template")',
      'MESSAGE = "check that {type_} is valid"\n\ndef create(type_):\n    raise FieldError(MESSAGE.format(type_=type_))',
      'def load(path):\n    raise ValueError("cannot read %s" % path)',
      'def load(path):\n    logger.error("cannot read %s", path)',
      'def report(done):\n    print("50% done", done)',
      'def load(path):\n    raise LoadError("cannot read %s", path)',
    ],
  },
};
