// Whether each finding Sextant shows at default settings is right, whatever case it is in: judged once per finding
// by a person who read it and the code, one JSON object per line:
// {"case": "<case id>", "rule": "<rule id>", "file": "...", "line": 12, "text": "...", "correct": true|false, "reason": "..."}
// `correct`: a real problem a reviewer would want to hear (true), or wrong, deliberate code or a style point (false).
// A finding labelled about its case's defect (labels.jsonl) is correct without a line here.
// A label matches a finding of the same case, rule and file by the line's text, else by its line number.
import { readLabelLines } from '../read-label-lines.mjs';

export function readPrecisionLabels(path) {
  const { labels, problems } = readLabelLines(path, {
    name: 'precision labels',
    whenMissing: 'no shown finding is judged',
    invalid: (label) =>
      ['case', 'rule', 'file', 'text', 'reason'].some((key) => typeof label[key] !== 'string') ||
      typeof label.line !== 'number' ||
      typeof label.correct !== 'boolean'
        ? 'needs case, rule, file, line, text, reason and "correct": true|false'
        : undefined,
  });
  const byText = new Map(labels.map((label) => [key(label, normalise(label.text)), label]));
  const byLine = new Map(labels.map((label) => [key(label, label.line), label]));
  return {
    /** The label of a finding (`case`, `rule`, `file`, `line`, `text`), or undefined when nobody judged it yet. */
    find: (finding) => byText.get(key(finding, normalise(finding.text))) ?? byLine.get(key(finding, finding.line)),
    problems,
  };
}

function key(finding, where) {
  return [finding.case, finding.rule, finding.file, where].join('\u0000');
}

function normalise(text) {
  return text.replace(/\s+/g, ' ').trim();
}
