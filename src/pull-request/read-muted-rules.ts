import type { Settings } from '../config/settings.js';
import type { GitHubUser, ReactedCommentInfo, RepositoryApi, ReviewCommentsApi } from '../github/github-client.js';
import { markedFingerprint, markedMute, markedRule } from '../github/review-markers.js';
import type { MutedRule } from '../findings/muted-rule.js';

interface FeedbackThresholds {
  /** People with write access giving a rule's comments a 👎 that mute it; 0 turns learning from reactions off. */
  thumbsDown: number;
  /** More people with write access giving a 👍 than this keep a rule on, however many 👎 it has. */
  maxThumbsUp: number;
  /** How far back reactions count. */
  days: number;
  /** Rules never muted, whatever the reactions say. */
  unmute: readonly string[];
}

export function feedbackThresholds(settings: Pick<Settings, 'muteAfterThumbsDown' | 'muteMaxThumbsUp' | 'feedbackDays' | 'unmuteRules'>): FeedbackThresholds {
  return { thumbsDown: settings.muteAfterThumbsDown, maxThumbsUp: settings.muteMaxThumbsUp, days: settings.feedbackDays, unmute: settings.unmuteRules };
}

/** One of Sextant's comments with the people who voted on it: each counts once, and only with write access. */
export interface VotedComment {
  body: string;
  user: GitHubUser;
  /** Logins of people with write access who gave it a 👎 (a person reacts once per kind). */
  downVoters: readonly string[];
  upVoters: readonly string[];
}

/**
 * Pure: the rules to mute, from votes on the bot's own inline comments (a fingerprint marker at the
 * start and a bot author: a person's comment quoting a marker is not ours), and from the bot's replies
 * to `ignore rule` (which only people with write access get). A vote is a person with write access:
 * one maintainer's 👎 on many comments of a rule counts once. Either way muting only quiets findings
 * below the gate, and never critical or security ones; see `withoutMuted`.
 */
export function decideMutedRules(comments: readonly VotedComment[], thresholds: FeedbackThresholds): MutedRule[] {
  if (thresholds.thumbsDown <= 0) return [];
  const voters = new Map<string, { down: Set<string>; up: Set<string> }>();
  const requested = new Map<string, string>();
  for (const comment of comments) {
    if (comment.user.type !== 'Bot') continue;
    const mute = markedMute(comment.body);
    if (mute && !thresholds.unmute.includes(mute.ruleId) && !requested.has(mute.ruleId)) requested.set(mute.ruleId, mute.by);
    const rule = ruleOf(comment, thresholds);
    if (rule === undefined) continue;
    const votes = voters.get(rule) ?? { down: new Set<string>(), up: new Set<string>() };
    for (const login of comment.downVoters) votes.down.add(login);
    for (const login of comment.upVoters) votes.up.add(login);
    voters.set(rule, votes);
  }
  const tally = (ruleId: string): MutedRule => ({
    rule_id: ruleId,
    thumbs_down: voters.get(ruleId)?.down.size ?? 0,
    thumbs_up: voters.get(ruleId)?.up.size ?? 0,
  });
  const muted = new Map<string, MutedRule>();
  for (const ruleId of voters.keys()) {
    const votes = tally(ruleId);
    if (votes.thumbs_down >= thresholds.thumbsDown && votes.thumbs_up <= thresholds.maxThumbsUp) muted.set(ruleId, votes);
  }
  for (const [ruleId, by] of requested) muted.set(ruleId, { ...tally(ruleId), muted_by: by });
  return [...muted.values()].sort((a, b) => a.rule_id.localeCompare(b.rule_id));
}

/** The rule of one of Sextant's inline comments that votes may count for (not one listed in unmute-rules). */
function ruleOf(comment: Pick<VotedComment, 'body' | 'user'>, thresholds: FeedbackThresholds): string | undefined {
  if (comment.user.type !== 'Bot' || markedFingerprint(comment.body) === undefined) return undefined;
  const rule = markedRule(comment.body);
  return rule === undefined || thresholds.unmute.includes(rule) ? undefined : rule;
}

/** Comments whose voters are read one by one (a call each): the newest, so a busy repository's recent votes count. */
const MAX_VOTED_COMMENTS = 60;

/**
 * The rules this repository's people have muted (GitHub is the store): review comments in one paginated
 * call, then, for the comments of rules with enough 👎 to matter, who reacted, and whether each of them
 * has write access (asked once per person). A failure to read them is a warning, not a failed review:
 * nothing is muted then.
 */
export async function readMutedRules(
  client: Pick<ReviewCommentsApi, 'listRepositoryReviewComments' | 'listReviewCommentReactions'> & Pick<RepositoryApi, 'getPermission'>,
  thresholds: FeedbackThresholds,
  now: Date,
): Promise<{ muted: MutedRule[]; warning?: string }> {
  if (thresholds.thumbsDown <= 0) return { muted: [] };
  const since = new Date(now.getTime() - thresholds.days * 24 * 60 * 60 * 1000).toISOString();
  try {
    const comments = await client.listRepositoryReviewComments(since);
    return { muted: decideMutedRules(await readVoters(client, comments, thresholds), thresholds) };
  } catch (error) {
    return {
      muted: [],
      warning: `could not read reactions to earlier review comments, so no rule is muted: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

async function readVoters(
  client: Pick<ReviewCommentsApi, 'listReviewCommentReactions'> & Pick<RepositoryApi, 'getPermission'>,
  comments: readonly ReactedCommentInfo[],
  thresholds: FeedbackThresholds,
): Promise<VotedComment[]> {
  // A rule whose 👎 all together fall short cannot have enough distinct voters: its comments are not asked about.
  const downs = new Map<string, number>();
  for (const comment of comments) {
    const rule = ruleOf(comment, thresholds);
    if (rule !== undefined) downs.set(rule, (downs.get(rule) ?? 0) + comment.thumbsDown);
  }
  const worthReading = (comment: ReactedCommentInfo) => {
    const rule = ruleOf(comment, thresholds);
    return rule !== undefined && (downs.get(rule) ?? 0) >= thresholds.thumbsDown && comment.thumbsDown + comment.thumbsUp > 0;
  };
  const toRead = new Set(comments.filter(worthReading).slice(0, MAX_VOTED_COMMENTS));
  const permissions = new Map<string, Promise<boolean>>();
  const mayAct = (login: string) => {
    let known = permissions.get(login);
    if (!known) {
      // Someone whose permission cannot be read (a deleted account) casts no vote.
      known = client.getPermission(login).then(
        (permission) => permission === 'admin' || permission === 'write',
        () => false,
      );
      permissions.set(login, known);
    }
    return known;
  };
  const voted: VotedComment[] = [];
  for (const comment of comments) {
    if (!toRead.has(comment)) {
      voted.push({ body: comment.body, user: comment.user, downVoters: [], upVoters: [] });
      continue;
    }
    const reactions = await client.listReviewCommentReactions(comment.id);
    const votersOf = async (content: string) => {
      const people = [
        ...new Set(reactions.filter((reaction) => reaction.content === content && reaction.user.type !== 'Bot').map((reaction) => reaction.user.login)),
      ];
      const allowed = await Promise.all(people.map(mayAct));
      return people.filter((_, index) => allowed[index]);
    };
    voted.push({ body: comment.body, user: comment.user, downVoters: await votersOf('-1'), upVoters: await votersOf('+1') });
  }
  return voted;
}
