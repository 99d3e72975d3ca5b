// Whether a finding near a golden line is about that case's defect: judged once per case, tool and rule by a
// person who read the finding and the code, one JSON object per line:
// {"case": "<case id>", "tool": "sextant", "rule": "<rule id>", "about": true|false, "reason": "...", "file": "...", "line": 12, "text": "..."}
// file, line and text say which finding was read; the verdict holds for every finding of that rule in that case.
import { readLabelLines } from '../read-label-lines.mjs';

/** Labels keyed by case, tool and rule, and one message per line that is not a label. */
export function readLabels(path) {
  const { labels: lines, problems } = readLabelLines(path, {
    name: 'labels',
    whenMissing: 'no finding counts as a catch',
    invalid: (label) =>
      ['case', 'tool', 'rule', 'reason'].some((key) => typeof label[key] !== 'string') || typeof label.about !== 'boolean'
        ? 'needs case, tool, rule, reason and "about": true|false'
        : undefined,
  });
  const labels = new Map(lines.map((label) => [labelKey(label.case, label.tool, label.rule), label]));
  return { labels, problems };
}

export function labelKey(caseId, tool, rule) {
  return `${caseId}\u0000${tool}\u0000${rule}`;
}
