import { SEVERITIES } from '../findings/finding.js';
import type { Severity } from '../findings/finding.js';
import type { ReviewCommentInfo } from '../github/github-client.js';
import { markedFingerprint, markedRule } from '../github/review-markers.js';

/** The finding a thread of Sextant's is about, as its first comment tells it. */
export interface ThreadFinding {
  commentId: number;
  fingerprint: string;
  ruleId?: string;
  severity?: Severity;
  /** `CORR-001` … as the review numbered it. */
  findingId?: string;
  agent?: string;
  category?: string;
  /** As posted: plain text, unescaped from the comment's markdown. */
  description: string;
  recommendation?: string;
  path: string;
  /** Where the comment sits at the head (a range from `startLine`); undefined once outdated. */
  line?: number;
  startLine?: number;
}

const HEADER = new RegExp(
  `^\\S+ \\*\\*(${SEVERITIES.join('|')})\\*\\* · \`((?:CORR|READ|PERF|SEC|TEST|ARCH)-\\d{3,})\`(?: · \`[a-z0-9/-]+\`)? · (.+?) · \\*\\*(.+)\\*\\* \\(confidence \\d{1,3}%\\)$`,
);
const RECOMMENDATION = '**Recommendation:** ';

/**
 * Pure: the finding of a thread whose first comment is one of Sextant's inline comments (a bot's, led by
 * a fingerprint marker); undefined for any other thread. The text is Sextant's own rendering of it.
 */
export function tryReadThreadFinding(root: ReviewCommentInfo): ThreadFinding | undefined {
  if (root.user.type !== 'Bot') return undefined;
  const fingerprint = markedFingerprint(root.body);
  if (!fingerprint) return undefined;
  const lines = root.body.split('\n').filter((line) => !line.startsWith('<!-- sextant:'));
  const header = HEADER.exec(lines[0] ?? '');
  const recommendation = lines.find((line) => line.startsWith(RECOMMENDATION));
  const ruleId = markedRule(root.body);
  return {
    commentId: root.id,
    fingerprint,
    ...(ruleId ? { ruleId } : {}),
    ...(header
      ? { severity: header[1] as Severity, findingId: header[2] as string, agent: unescapeMarkdown(header[3] as string), category: unescapeMarkdown(header[4] as string) }
      : {}),
    description: unescapeMarkdown(header ? (lines[2] ?? '') : (lines[0] ?? '')),
    ...(recommendation ? { recommendation: unescapeMarkdown(recommendation.slice(RECOMMENDATION.length)) } : {}),
    path: root.path,
    ...(root.line !== undefined ? { line: root.line } : {}),
    ...(root.startLine !== undefined ? { startLine: root.startLine } : {}),
  };
}

/** Undoes escapeMarkdown on Sextant's own text: the split mentions, the entities and the backslashes. */
function unescapeMarkdown(text: string): string {
  return text
    .replace(/<!-- -->/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
