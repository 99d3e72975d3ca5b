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

/** GitHub logins: letters, digits and single hyphens, at most 39 characters. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

export function isGitHubLogin(login: string): boolean {
  return LOGIN.test(login);
}

/** A finding someone with write access dismissed with `ignore` in its thread: later runs neither post it nor gate on it. */
const DismissalSchema = OpenFindingSchema.extend({ by: z.string().regex(LOGIN) });
export type Dismissal = z.infer<typeof DismissalSchema>;

/** Dismissals remembered per pull request, so the state block stays a small part of the comment: past this, the oldest are forgotten (and their findings come back). */
export const MAX_DISMISSALS = 50;

/** What the summary comment remembers for the next run: the head it reviewed and what is still open there. */
const SummaryStateSchema = z.object({
  version: z.literal(1),
  head_sha: z.string().regex(/^[0-9a-f]{40}$/),
  open: z.array(OpenFindingSchema),
  /** The open list was cut to fit the comment: the next run reviews the whole pull request again. */
  truncated: z.boolean(),
  /** Hash of what the summary shows; an identical rerun leaves the comment alone. */
  digest: z.string(),
  /** Findings dismissed in their threads; absent in summaries written before dismissals existed. */
  dismissed: z.array(DismissalSchema).max(MAX_DISMISSALS).optional(),
});
export type SummaryState = z.infer<typeof SummaryStateSchema>;

/** JSON inside an HTML comment: `<` and `>` escaped so no path can end the comment early. */
export function renderStateBlock(state: SummaryState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `${STATE_OPEN}${json}${STATE_CLOSE}`;
}

/** The summary's body before its (last) state block: where Sextant's own closing sections end. */
export function withoutStateBlock(body: string): string {
  const start = body.lastIndexOf(STATE_OPEN);
  return start === -1 ? body : body.slice(0, start);
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

/**
 * Leads every reply Sextant posts to a person's comment: the comment it answers, so a redelivered event
 * or a rerun finds the answer and posts nothing more.
 */
export function renderReplyMarker(commentId: number): string {
  return `<!-- sextant:reply-to=${commentId} -->`;
}

const REPLY_MARKER = /^<!-- sextant:reply-to=(\d{1,20}) -->/;

/** The comment a reply of Sextant's answers: only a marker that starts the body. */
export function markedReplyTo(body: string): number | undefined {
  const id = REPLY_MARKER.exec(body)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** Follows the reply marker of an answer a model wrote: these are counted for the hourly cap. */
export const MODEL_ANSWER_MARKER = '<!-- sextant:answer=model -->';

export function isModelAnswer(body: string): boolean {
  return markedReplyTo(body) !== undefined && body.split('\n', 3)[1] === MODEL_ANSWER_MARKER;
}

/** Follows the reply marker of the answer to `ignore rule`: the reply is the mute, read back like the 👎 votes. */
export function renderMuteMarker(ruleId: string, by: string): string | undefined {
  return isRuleId(ruleId) && LOGIN.test(by) ? `<!-- sextant:mute-rule=${ruleId} by=${by} -->` : undefined;
}

const MUTE_MARKER = /^<!-- sextant:reply-to=\d{1,20} -->\n<!-- sextant:mute-rule=([A-Za-z0-9._@:+/-]+) by=([A-Za-z0-9-]{1,39}) -->/;

/** The rule a reply of Sextant's muted, and who asked: only right after its leading reply marker. */
export function markedMute(body: string): { ruleId: string; by: string } | undefined {
  const match = MUTE_MARKER.exec(body);
  const [, ruleId, by] = match ?? [];
  return ruleId !== undefined && by !== undefined && isRuleId(ruleId) && LOGIN.test(by) ? { ruleId, by } : undefined;
}

/** Follows the reply marker of the answer to `ignore`: the reply records the dismissal, so two at once both last (see record-dismissals). */
export function renderDismissalMarker(dismissal: Dismissal): string {
  const json = JSON.stringify(DismissalSchema.parse(dismissal)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `<!-- sextant:dismiss ${json} -->`;
}

const DISMISSAL_MARKER = /^<!-- sextant:reply-to=\d{1,20} -->\n<!-- sextant:dismiss (\{[^\n]*\}) -->(?:\n|$)/;

/** The dismissal a reply of Sextant's records: only right after its leading reply marker. */
export function markedDismissal(body: string): Dismissal | undefined {
  const json = DISMISSAL_MARKER.exec(body)?.[1];
  if (json === undefined) return undefined;
  try {
    const parsed = DismissalSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Ends a reply while it is being claimed: which run posted it, so a run that lost the answer to a lost response can still find its own. */
export function renderClaimMarker(claim: string): string {
  return `<!-- sextant:claim=${claim} -->`;
}
