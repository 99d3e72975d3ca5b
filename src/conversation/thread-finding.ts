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
  const ruleId = markedRule(root.body);
  // A rule's text was escaped; a model's finding (no rule) kept its markdown, which is how it is read back.
  const plain = ruleId ? unescapeMarkdown : (text: string) => text;
  const start = header ? 2 : 0;
  const descriptionEnd = partEnd(lines, start);
  const recommendationAt = lines[descriptionEnd]?.startsWith(RECOMMENDATION.trim()) ? descriptionEnd : -1;
  const recommendation =
    recommendationAt < 0
      ? undefined
      : [lines[recommendationAt]!.slice(RECOMMENDATION.trim().length).trim(), ...lines.slice(recommendationAt + 1, partEnd(lines, recommendationAt + 1))]
          .join('\n')
          .trim();
  return {
    commentId: root.id,
    fingerprint,
    ...(ruleId ? { ruleId } : {}),
    ...(header
      ? {
          severity: header[1] as Severity,
          findingId: header[2] as string,
          agent: unescapeMarkdown(header[3] as string),
          category: unescapeMarkdown(header[4] as string),
        }
      : {}),
    description: plain(lines.slice(start, descriptionEnd).join('\n').trim()),
    ...(recommendation ? { recommendation: plain(recommendation) } : {}),
    path: root.path,
    ...(root.line !== undefined ? { line: root.line } : {}),
    ...(root.startLine !== undefined ? { startLine: root.startLine } : {}),
  };
}

/**
 * Where the part of the comment that starts at `from` ends: at the recommendation, the suggestion's title
 * (the line before its fence), the silencing hint or the other reporters, whichever comes first.
 */
function partEnd(lines: readonly string[], from: number): number {
  for (let index = from; index < lines.length; index++) {
    const line = lines[index] as string;
    if (line.startsWith(RECOMMENDATION.trim()) || line.startsWith('<sub>') || line.startsWith('_Also reported by ')) return index;
    if (/^`{3,}suggestion$/.test(lines[index + 2] ?? '') && line.endsWith(':')) return index;
  }
  return lines.length;
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
