import type { Settings } from '../config/settings.js';
import type { GitHubClient, ReactedCommentInfo } from '../github/github-client.js';
import { markedFingerprint, markedMute, markedRule } from '../github/review-markers.js';

/** A rule people keep voting down on Sextant's own comments in this repository, or muted on request with `ignore rule`. */
export interface MutedRule {
  rule_id: string;
  thumbs_down: number;
  thumbs_up: number;
  /** Who muted it with `ignore rule` (Sextant's reply holds the mute), when someone did. */
  muted_by?: string;
}

interface FeedbackThresholds {
  /** 👎 on a rule's comments that mute it; 0 turns learning from reactions off. */
  thumbsDown: number;
  /** More 👍 than this keeps a rule on, however many 👎 it has. */
  maxThumbsUp: number;
  /** How far back reactions count. */
  days: number;
  /** Rules never muted, whatever the reactions say. */
  unmute: readonly string[];
}

export function feedbackThresholds(settings: Pick<Settings, 'muteAfterThumbsDown' | 'muteMaxThumbsUp' | 'feedbackDays' | 'unmuteRules'>): FeedbackThresholds {
  return { thumbsDown: settings.muteAfterThumbsDown, maxThumbsUp: settings.muteMaxThumbsUp, days: settings.feedbackDays, unmute: settings.unmuteRules };
}

/**
 * Pure: the rules to mute, from reactions on the bot's own inline comments (a fingerprint marker at the
 * start and a bot author: a person's comment quoting a marker is not ours), and from the bot's replies
 * to `ignore rule` (which only people with write access get). Either way muting only quiets findings
 * below the gate; see `withoutMuted`.
 */
export function decideMutedRules(comments: readonly ReactedCommentInfo[], thresholds: FeedbackThresholds): MutedRule[] {
  if (thresholds.thumbsDown <= 0) return [];
  const tallies = new Map<string, MutedRule>();
  const requested = new Map<string, string>();
  for (const comment of comments) {
    if (comment.user.type !== 'Bot') continue;
    const mute = markedMute(comment.body);
    if (mute && !thresholds.unmute.includes(mute.ruleId) && !requested.has(mute.ruleId)) requested.set(mute.ruleId, mute.by);
    if (markedFingerprint(comment.body) === undefined) continue;
    const rule = markedRule(comment.body);
    if (rule === undefined || thresholds.unmute.includes(rule)) continue;
    const tally = tallies.get(rule) ?? { rule_id: rule, thumbs_down: 0, thumbs_up: 0 };
    tally.thumbs_down += comment.thumbsDown;
    tally.thumbs_up += comment.thumbsUp;
    tallies.set(rule, tally);
  }
  const voted = [...tallies.values()].filter((tally) => tally.thumbs_down >= thresholds.thumbsDown && tally.thumbs_up <= thresholds.maxThumbsUp);
  const muted = new Map(voted.map((tally) => [tally.rule_id, tally]));
  for (const [ruleId, by] of requested) muted.set(ruleId, { ...(tallies.get(ruleId) ?? { rule_id: ruleId, thumbs_down: 0, thumbs_up: 0 }), muted_by: by });
  return [...muted.values()].sort((a, b) => a.rule_id.localeCompare(b.rule_id));
}

/**
 * The rules this repository's people have muted, read with one paginated call (GitHub is the store).
 * A failure to read them is a warning, not a failed review: nothing is muted then.
 */
export async function readMutedRules(
  client: Pick<GitHubClient, 'listRepositoryReviewComments'>,
  thresholds: FeedbackThresholds,
  now: Date,
): Promise<{ muted: MutedRule[]; warning?: string }> {
  if (thresholds.thumbsDown <= 0) return { muted: [] };
  const since = new Date(now.getTime() - thresholds.days * 24 * 60 * 60 * 1000).toISOString();
  try {
    return { muted: decideMutedRules(await client.listRepositoryReviewComments(since), thresholds) };
  } catch (error) {
    return { muted: [], warning: `could not read reactions to earlier review comments, so no rule is muted: ${error instanceof Error ? error.message : String(error)}` };
  }
}
