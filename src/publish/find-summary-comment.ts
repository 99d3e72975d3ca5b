import type { IssueCommentInfo, IssuesApi } from '../github/github-client.js';
import { SUMMARY_MARKER, tryParseStateBlock } from '../github/review-markers.js';
import type { SummaryState } from '../github/review-markers.js';

export interface SummaryComment {
  comment: IssueCommentInfo;
  /** Undefined when the comment holds no valid state: the next review is a full one. */
  state: SummaryState | undefined;
}

/**
 * The sticky summary an earlier run left on the pull request. Only a bot's comment counts, so a person
 * pasting the marker (or a fork author forging state) cannot steer what is reviewed or resolved.
 */
export async function findSummaryComment(client: Pick<IssuesApi, 'listIssueComments'>, number: number): Promise<SummaryComment | undefined> {
  const comment = (await client.listIssueComments(number)).find((candidate) => candidate.user.type === 'Bot' && candidate.body.startsWith(SUMMARY_MARKER));
  return comment ? { comment, state: tryParseStateBlock(comment.body) } : undefined;
}
