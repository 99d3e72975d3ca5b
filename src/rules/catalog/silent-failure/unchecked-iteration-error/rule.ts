import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/unchecked-iteration-error',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 75,
  category: 'error-handling',
  message: '`for {{loop}}` stops on an error as quietly as at the end, and nothing calls `{{name}}.Err()` afterwards: a failed read looks like a short result.',
  recommendation: 'After the loop, check the error: `if err := {{name}}.Err(); err != nil { return fmt.Errorf("…: %w", err) }`.',
  documentation: {
    finds:
      'A loop over a `bufio.Scanner` (`for s.Scan()`) or over query rows (`for rows.Next()`) made in the same function, where the function never calls `.Err()` on it.',
    why: "`Scan` and `Next` return false both at the end and on an error: a read error, a line longer than the scanner's 64 KiB buffer, a dropped database connection. Only `Err()` tells the two apart, so without it a truncated input or result set is taken for the whole and processed as if complete.",
    wrongWhen:
      "Hidden by default (confidence 75): on whole trees a good part of the loops read short lines of local files or pipes (`/proc/meminfo`, a child's stderr) where the error changes little; shown, it is worth a look where a truncated input would be taken for the whole. When the input cannot fail, which is why findings in test files are kept but hidden. A scanner over text already in memory (`strings.NewReader`, `bytes.NewReader`, `bytes.NewBuffer…`) can fail only on a line longer than 64 KiB, which such callers know their text does not have, so it is left alone; so is a scanner or rows value that leaves the function (returned, passed to a call, stored): the error may be checked there.",
    origin: "go vet's `scannererr` and `sqlrowserr` analyzers (a `bufio.Scanner` or `sql.Rows` loop without a final `Err` check).",
  },
};
