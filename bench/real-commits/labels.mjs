// Hand labels: one JSON object per line, {repo, sha, file, rule, line, scope, text, label, reason}.
// A label belongs to a finding of the same rule in the same file of the same commit. The commit is fixed, so
// the file's lines are too: a finding whose rule now anchors on another line of the same construct (its
// scope: the function, class or declaration around it) still finds its label, by the anchored line's text
// first and then by the construct.
import { readLabelLines } from '../read-label-lines.mjs';

const VERDICTS = new Set(['true', 'borderline', 'noise']);

/** Labels, and one message per line that is not a label (the other labels still count). */
export function readLabels(path) {
  return readLabelLines(path, {
    name: 'labels',
    whenMissing: 'every finding counts as unlabelled',
    invalid: (label) => {
      const missing = ['repo', 'sha', 'file', 'rule', 'text'].filter((key) => typeof label[key] !== 'string');
      return missing.length > 0 || !Number.isInteger(label.line) || !VERDICTS.has(label.label)
        ? 'needs repo, sha, file, rule, text, an integer line and label true|borderline|noise'
        : undefined;
    },
  });
}

function within(range, line) {
  return Array.isArray(range) && range[0] <= line && line <= range[1];
}

/** The same construct: either one's line lies in the other's scope (or, without scopes, the same line). */
function sameConstruct(label, finding) {
  return label.line === finding.line || within(label.scope, finding.line) || within(finding.scope, label.line);
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
    if (!result[index]) take(index, sameConstruct);
  });
  // One label and one finding of a rule left over in a file: the same finding, anchored elsewhere (a rule
  // about the whole change, such as a missing test, may move to another changed line).
  findings.forEach((finding, index) => {
    if (result[index]) return;
    const sameKind = (item) => item.file === finding.file && item.rule === finding.rule;
    const leftLabels = candidates.filter((label) => !used.has(label) && sameKind(label));
    const leftFindings = findings.filter((other, otherIndex) => !result[otherIndex] && sameKind(other));
    if (leftLabels.length === 1 && leftFindings.length === 1) take(index, () => true);
  });
  return result;
}
