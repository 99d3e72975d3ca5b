export type FailureKind = 'syntax_error' | 'runtime_error' | 'validation_failure' | 'missing_dependency' | 'permission_denied' | 'timeout' | 'unknown';

/** Ordered: the first match wins, so the more specific shapes come first. */
const SHAPES: ReadonlyArray<{ kind: FailureKind; pattern: RegExp }> = [
  {
    kind: 'missing_dependency',
    pattern:
      /cannot find module|module not found|ERR_MODULE_NOT_FOUND|no module named|ModuleNotFoundError|command not found|not found in \$PATH|cannot find package|ImportError/i,
  },
  { kind: 'permission_denied', pattern: /permission denied|EACCES|EPERM|operation not permitted/i },
  {
    kind: 'syntax_error',
    pattern: /SyntaxError|syntax error|unexpected token|parse error|error TS1\d{3}|IndentationError|expected .* but found|unterminated/i,
  },
  {
    kind: 'validation_failure',
    pattern: /AssertionError|assert(ion)? failed|expect\(|expected .* (to|but)|\d+ (failing|failed)|✖|FAIL\b|error TS\d{4}|\d+ problems? \(\d+ errors?/i,
  },
  { kind: 'runtime_error', pattern: /TypeError|ReferenceError|RangeError|Traceback \(most recent call last\)|panic:|Uncaught|segmentation fault|Error:/i },
];

/** Pure: the seed's REPAIR classification of a failed check, from its outcome and output. */
export function classifyFailure(outcome: { timedOut: boolean; output: string }): FailureKind {
  if (outcome.timedOut) return 'timeout';
  return SHAPES.find(({ pattern }) => pattern.test(outcome.output))?.kind ?? 'unknown';
}
