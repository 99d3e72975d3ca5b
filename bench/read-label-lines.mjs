import { existsSync, readFileSync } from 'node:fs';

/**
 * A hand-label file: one JSON object per line. `invalid(label)` says what a line lacks (or undefined when
 * it is a label); a line that is not JSON or not a label is one problem, and the other labels still count.
 */
export function readLabelLines(path, { name, whenMissing, invalid }) {
  const labels = [];
  const problems = [];
  if (!existsSync(path)) return { labels, problems: [`${name}: ${path} does not exist; ${whenMissing}`] };
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      if (raw.trim() === '') return;
      let label;
      try {
        label = JSON.parse(raw);
      } catch {
        problems.push(`${name} line ${index + 1}: not JSON; skipped`);
        return;
      }
      const problem = invalid(label);
      if (problem) problems.push(`${name} line ${index + 1}: ${problem}; skipped`);
      else labels.push(label);
    });
  return { labels, problems };
}
