import { escapeMarkdown, fencedCode } from '../text/markdown-escape.js';
import { languageOf } from '../diff/language.js';
import { RULES } from '../rules/rule-registry.js';
import { CHANGE_RULES } from '../rules/rule-selection.js';
import { silencerFor } from '../rules/suppression.js';
import type { CodeExcerpt } from './read-code-excerpt.js';
import type { ThreadFinding } from './thread-finding.js';

/** Why this answer is not a model's: said in its last line, with what would give a fuller one. */
export type DocumentationReason = 'no-model' | 'answers-off' | 'no-write-access' | 'cap-reached' | { modelFailed: string };

/** Lines of the flagged code quoted in the answer. */
const QUOTED_LINES = 6;

/**
 * Pure: the answer to a question when no model answers it — for a finding of a static rule, the rule's
 * documentation (what it looks for and why, an example it flags), why it fired here (the finding and
 * its code), and how to silence it; for a model's finding, what it said and how to dismiss it. Ends with
 * why no model answered. Every quoted piece of the pull request is escaped or fenced.
 */
export function renderDocumentationAnswer(input: {
  finding?: ThreadFinding;
  code?: CodeExcerpt;
  prefix: string;
  reason: DocumentationReason;
  maxAnswersPerHour: number;
}): string[] {
  const { finding, prefix } = input;
  const out: string[] = [];
  if (!finding) {
    out.push(
      `Without a model, Sextant answers questions in the threads of its own findings, from its rules' documentation. Ask there, or use \`${prefix} help\` for the commands.`,
    );
  } else {
    const rule = finding.ruleId ? ruleDocumentation(finding.ruleId, finding.path) : undefined;
    if (rule && finding.ruleId) {
      out.push(`**\`${finding.ruleId}\`** · ${rule.severity} · ${escapeMarkdown(rule.category, 100)} (a static rule of Sextant's)`, '');
      if (rule.message) out.push(`**What it looks for:** ${escapeMarkdown(rule.message, 1_000)}`, '');
      if (rule.recommendation) out.push(`**What to do instead:** ${escapeMarkdown(rule.recommendation, 1_000)}`, '');
      if (rule.example) out.push('**An example it flags:**', '', fencedCode(rule.example), '');
    } else if (finding.ruleId) {
      // An analyzer's rule (`eslint/no-eval`): the marker's id pattern keeps it safe inside a code span.
      const [tool] = finding.ruleId.split('/');
      out.push(
        `This finding comes from \`${tool}\`, one of this repository's own analyzers (rule \`${finding.ruleId}\`): the rule's documentation is the tool's.`,
        '',
      );
    } else {
      const who = finding.agent ? `the ${escapeMarkdown(finding.agent, 64)} reviewer` : 'a reviewer';
      out.push(`This finding comes from ${who} (a model), not from one of Sextant's rules: there is no rule documentation to quote.`, '');
    }
    // A rule's finding often says exactly what its documentation says: then the code is what is new here.
    const said = rule?.message === finding.description ? 'this code.' : escapeMarkdown(finding.description, 2_000);
    out.push(`**Why it fired here** (${escapeMarkdown(finding.path, 200)}${finding.line ? `, line ${finding.line}` : ''}): ${said}`, '');
    const quoted = input.code ? quotedLines(input.code, finding) : undefined;
    if (quoted) out.push(fencedCode(quoted), '');
    if (finding.recommendation && !rule) out.push(`**Recommendation:** ${escapeMarkdown(finding.recommendation, 2_000)}`, '');
    out.push('**How to silence it:**', '');
    const silencer = finding.ruleId ? silencerFor({ rule_id: finding.ruleId, file: finding.path }) : undefined;
    if (silencer?.where === 'comment')
      out.push(
        `- in the code: \`${silencer.code}\` on the line or the line above (it does not hide a finding at or above \`fail-on\` that this pull request added);`,
      );
    if (silencer?.where === 'config') out.push(`- in the config file: \`${silencer.code}\` under \`rules:\`;`);
    out.push(`- on this pull request: reply \`${prefix} ignore\` (people with write access);`);
    if (finding.ruleId)
      out.push(`- in this repository: reply \`${prefix} ignore rule\`, or 👎 this comment (muting never hides findings at or above \`fail-on\`).`);
    out.push('');
  }
  out.push(`_${reasonLine(input.reason, input.maxAnswersPerHour)}_`);
  return out;
}

function reasonLine(reason: DocumentationReason, cap: number): string {
  if (reason === 'no-model')
    return 'A model gives fuller answers: with `model` (and its `api-key`) set, Sextant answers from the code, the guidelines and this thread.';
  if (reason === 'answers-off') return 'Answers written by a model are turned off here (`max-answers-per-hour: 0`); this one comes from the documentation.';
  if (reason === 'no-write-access')
    return 'Answers written by a model are for people with write access to this repository; this one comes from the documentation.';
  if (reason === 'cap-reached')
    return `This pull request had its ${cap} model answer${cap === 1 ? '' : 's'} of the last hour (\`max-answers-per-hour\`); this one comes from the documentation.`;
  return `The model could not answer (${escapeMarkdown(reason.modelFailed, 200)}); this one comes from the documentation.`;
}

interface RuleDocumentation {
  severity: string;
  category: string;
  message?: string;
  recommendation: string;
  example?: string;
}

/** The rule's own text, for the finding's language where the rule has one definition per language. */
function ruleDocumentation(ruleId: string, path: string): RuleDocumentation | undefined {
  const language = languageOf(path);
  const rule =
    RULES.find((candidate) => candidate.id === ruleId && language !== undefined && candidate.languages.includes(language)) ??
    RULES.find((candidate) => candidate.id === ruleId);
  if (rule) {
    const first = rule.examples.match[0];
    const example = (typeof first === 'string' ? first : first?.after)?.split('\n').slice(0, 12).join('\n');
    return {
      severity: rule.severity,
      category: rule.category,
      // Placeholders name what the finding itself says: the rule's text leaves them out.
      message: rule.message.replace(/\{\{\s*\w+\s*\}\}/g, '…'),
      recommendation: rule.recommendation,
      ...(example ? { example } : {}),
    };
  }
  const change = CHANGE_RULES.find((candidate) => candidate.id === ruleId);
  return change ? { severity: change.severity, category: change.category, recommendation: change.recommendation } : undefined;
}

function quotedLines(code: CodeExcerpt, finding: ThreadFinding): string | undefined {
  const first = finding.startLine ?? finding.line;
  const last = finding.line;
  if (first === undefined || last === undefined) return undefined;
  const lines = code.lines.slice(first - code.startLine, Math.min(last, first + QUOTED_LINES - 1) - code.startLine + 1);
  return lines.length > 0 ? lines.join('\n') : undefined;
}
