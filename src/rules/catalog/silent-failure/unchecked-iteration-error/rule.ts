import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/unchecked-iteration-error',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'error-handling',
  message: '`for {{loop}}` stops on an error as quietly as at the end, and nothing calls `{{name}}.Err()` afterwards: a failed read looks like a short result.',
  recommendation: 'After the loop, check the error: `if err := {{name}}.Err(); err != nil { return fmt.Errorf("…: %w", err) }`.',
  documentation: {
    finds:
      'A loop over a `bufio.Scanner` (`for s.Scan()`) or over query rows (`for rows.Next()`) made in the same function, where the function never calls `.Err()` on it.',
    why: "`Scan` and `Next` return false both at the end and on an error: a read error, a line longer than the scanner's 64 KiB buffer, a dropped database connection. Only `Err()` tells the two apart, so without it a truncated input or result set is taken for the whole and processed as if complete.",
    wrongWhen:
      'When the input cannot fail (a `strings.Reader` of short lines in a test), which is why findings in test files are kept but hidden. A scanner or rows value that leaves the function (returned, passed to a call, stored) is left alone: the error may be checked there.',
    origin: "go vet's `scannererr` and `sqlrowserr` analyzers (a `bufio.Scanner` or `sql.Rows` loop without a final `Err` check).",
  },
};
