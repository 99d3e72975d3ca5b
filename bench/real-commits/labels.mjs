// Hand labels: one JSON object per line, {repo, sha, file, rule, line, end_line?, text, label, reason}.
// A label belongs to a finding of the same rule in the same file of the same commit. The commit is fixed, so
// the file's lines are too: a finding whose rule now anchors on another line of the same construct still
// finds its label, by the anchored line's text first and then by the lines the two spans share.
import { existsSync, readFileSync } from 'node:fs';

const VERDICTS = new Set(['true', 'borderline', 'noise']);

/** Labels, and one message per line that is not a label (the other labels still count). */
export function readLabels(path) {
  const labels = [];
  const problems = [];
  if (!existsSync(path)) return { labels, problems: [`labels: ${path} does not exist; every finding counts as unlabelled`] };
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
      const missing = ['repo', 'sha', 'file', 'rule', 'text'].filter((key) => typeof label[key] !== 'string');
      if (missing.length > 0 || !Number.isInteger(label.line) || !VERDICTS.has(label.label)) {
        problems.push(`labels line ${index + 1}: needs repo, sha, file, rule, text, an integer line and label true|borderline|noise; skipped`);
        return;
      }
      labels.push(label);
    });
  return { labels, problems };
}

function span(item) {
  return [item.line, Math.max(item.line, item.end_line ?? item.line)];
}

function overlaps(a, b) {
  const [aStart, aEnd] = span(a);
  const [bStart, bEnd] = span(b);
  return aStart <= bEnd && bStart <= aEnd;
}

/** The label of each finding of one commit (undefined when none); each label is used at most once. */
export function matchLabels(labels, repo, sha, findings) {
  const candidates = labels.filter((label) => label.repo === repo && label.sha === sha);
  const used = new Set();
  const result = new Array(findings.length);
  const take = (index, accept) => {
    const finding = findings[index];
    const options = candidates.filter((label) => !used.has(label) && label.file === finding.file && label.rule === finding.rule && accept(label, finding));
    if (options.length === 0) return;
    const nearest = options.reduce((best, label) => (Math.abs(label.line - finding.line) < Math.abs(best.line - finding.line) ? label : best));
    used.add(nearest);
    result[index] = nearest;
  };
  findings.forEach((_, index) => take(index, (label, finding) => label.text === finding.text));
  findings.forEach((_, index) => {
    if (!result[index]) take(index, overlaps);
  });
  return result;
}
