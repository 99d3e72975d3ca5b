import { z } from 'zod';
import { SeveritySchema } from '../findings/finding.js';
import { isRuleId } from '../findings/rule-id.js';

/**
 * Hidden HTML comments in what Sextant posts, so a later run finds its own work: the sticky summary,
 * each inline comment's finding, and the review a run posted (checked before a review POST is retried).
 */
export const SUMMARY_MARKER = '<!-- sextant:summary -->';

const FINGERPRINT = /^<!-- sextant:fp=([0-9a-f]{8,64}) -->/;
const STATE_OPEN = '<!-- sextant:state ';
const STATE_CLOSE = ' -->';

/** Leads an inline comment: first, so that nothing quoted from the pull request (a suggestion) can precede it. */
export function renderFingerprintMarker(fingerprint: string): string {
  return `<!-- sextant:fp=${fingerprint} -->`;
}

/** The fingerprint an inline comment starts with, if it is one of Sextant's. */
export function markedFingerprint(body: string): string | undefined {
  return FINGERPRINT.exec(body)?.[1];
}

/** A rule id (`review/eval`, `eslint/no-unused-vars`, see rule-id.ts); anything else is never written into a marker. */
const RULE_MARKER = /^<!-- sextant:fp=[0-9a-f]{8,64} -->\n<!-- sextant:rule=([A-Za-z0-9._@:+/-]+) -->/;

/** Follows the fingerprint marker of a static or analyzer finding's comment, so reactions to it can be counted per rule. */
export function renderRuleMarker(ruleId: string): string | undefined {
  return isRuleId(ruleId) ? `<!-- sextant:rule=${ruleId} -->` : undefined;
}

/** The rule an inline comment of Sextant's was about: only right after the leading fingerprint marker. */
export function markedRule(body: string): string | undefined {
  const rule = RULE_MARKER.exec(body)?.[1];
  return rule !== undefined && isRuleId(rule) ? rule : undefined;
}

export function renderRunMarker(runKey: string): string {
  return `<!-- sextant:run=${runKey} -->`;
}

export function hasRunMarker(body: string, runKey: string): boolean {
  return body.includes(renderRunMarker(runKey));
}

/** A finding still open on the pull request, as remembered between runs: enough to track it, not to re-render it. */
const OpenFindingSchema = z.object({
  fp: z.string().regex(/^[0-9a-f]{8,64}$/),
  path: z.string().min(1).max(4096),
  line: z.number().int().min(1),
  severity: SeveritySchema,
  title: z.string().max(200),
});
export type OpenFinding = z.infer<typeof OpenFindingSchema>;

/** What the summary comment remembers for the next run: the head it reviewed and what is still open there. */
const SummaryStateSchema = z.object({
  version: z.literal(1),
  head_sha: z.string().regex(/^[0-9a-f]{40}$/),
  open: z.array(OpenFindingSchema),
  /** The open list was cut to fit the comment: the next run reviews the whole pull request again. */
  truncated: z.boolean(),
  /** Hash of what the summary shows; an identical rerun leaves the comment alone. */
  digest: z.string(),
});
export type SummaryState = z.infer<typeof SummaryStateSchema>;

/** JSON inside an HTML comment: `<` and `>` escaped so no path can end the comment early. */
export function renderStateBlock(state: SummaryState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `${STATE_OPEN}${json}${STATE_CLOSE}`;
}

/**
 * The state in a summary comment's body; undefined when missing or not valid (then the next run is a
 * full review). The last block counts: Sextant writes its own at the very end, after everything quoted.
 */
export function tryParseStateBlock(body: string): SummaryState | undefined {
  const start = body.lastIndexOf(STATE_OPEN);
  if (start === -1) return undefined;
  const end = body.indexOf(STATE_CLOSE, start + STATE_OPEN.length);
  if (end === -1) return undefined;
  try {
    const parsed = SummaryStateSchema.safeParse(JSON.parse(body.slice(start + STATE_OPEN.length, end)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
