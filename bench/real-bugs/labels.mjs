// Whether a finding near a golden line is about that case's defect: judged once per case, tool and rule by a
// person who read the finding and the code, one JSON object per line:
// {"case": "<case id>", "tool": "sextant", "rule": "<rule id>", "about": true|false, "reason": "...", "file": "...", "line": 12, "text": "..."}
// file, line and text say which finding was read; the verdict holds for every finding of that rule in that case.
import { existsSync, readFileSync } from 'node:fs';

/** Labels keyed by case, tool and rule, and one message per line that is not a label. */
export function readLabels(path) {
  const labels = new Map();
  const problems = [];
  if (!existsSync(path)) return { labels, problems: [`labels: ${path} does not exist; no finding counts as a catch`] };
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      if (raw.trim() === '') return;
      let label;
      try {
        label = JSON.parse(raw);
      } catch {
        problems.push(`labels line ${index + 1}: not JSON; skipped`);
        return;
      }
      if (['case', 'tool', 'rule', 'reason'].some((key) => typeof label[key] !== 'string') || typeof label.about !== 'boolean') {
        problems.push(`labels line ${index + 1}: needs case, tool, rule, reason and "about": true|false; skipped`);
        return;
      }
      labels.set(labelKey(label.case, label.tool, label.rule), label);
    });
  return { labels, problems };
}

export function labelKey(caseId, tool, rule) {
  return `${caseId}\u0000${tool}\u0000${rule}`;
}
