import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, calleePath, isStringLiteral } from '../../../syntax/go/go-syntax.js';

/** How many arguments come before the key-value pairs, per function of log/slog. */
const FIXED_ARGUMENTS: Record<string, number> = {
  Debug: 1,
  Info: 1,
  Warn: 1,
  Error: 1,
  DebugContext: 2,
  InfoContext: 2,
  WarnContext: 2,
  ErrorContext: 2,
  Log: 3,
  With: 0,
  Group: 1,
};

const ATTRIBUTES = /^slog\.(String|Int|Int64|Uint64|Float64|Bool|Time|Duration|Any|Group)$/;

const isAttribute = (node: Node): boolean => node.type === 'call_expression' && ATTRIBUTES.test(calleePath(node).join('.'));

/** The literal key left without a value at the end of the pairs, when syntax can tell. */
function danglingKey(pairs: readonly Node[]): Node | undefined {
  for (let index = 0; index < pairs.length;) {
    const argument = pairs[index];
    if (!argument) return undefined;
    if (isAttribute(argument)) index += 1;
    else if (isStringLiteral(argument)) {
      if (index === pairs.length - 1) return argument;
      index += 2;
    } else return undefined;
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  (#eq? @package "slog")) @target`,
  textGate: /slog\.\w+\(/,
  check: ({ target, captures }) => {
    const fixed = FIXED_ARGUMENTS[captures.function?.text ?? ''];
    const args = argumentsOf(target);
    if (fixed === undefined || target.text.includes('...')) return false;
    const key = danglingKey(args.slice(fixed));
    return key ? { details: { key: key.text, call: `slog.${captures.function?.text ?? ''}` } } : false;
  },
  examples: {
    match: ['slog.Error("upload failed", "file", name, "err")', 'slog.InfoContext(ctx, "started", "port")', 'log := slog.With("component", "db", "shard")'],
    noMatch: [
      'slog.Error("upload failed", "file", name, "err", err)',
      'slog.Info("started", slog.Int("port", port), "host", host)',
      'slog.Info("started", attrs...)',
      'slog.Info("started", portAttr, "host")',
      'logger.Info("started", "port")',
    ],
  },
};
