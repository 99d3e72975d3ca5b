import type { FakeGitHub, FakeReviewComment } from './fake-github-server.mjs';

/** The markers that open Sextant's comment on a finding of each rule. */
export const DEBUGGER = /^<!-- sextant:fp=[0-9a-f]+ -->\n<!-- sextant:rule=review\/debugger -->/;
export const CREDENTIAL = /^<!-- sextant:fp=[0-9a-f]+ -->\n<!-- sextant:rule=review\/leaked-credential -->/;

/** The first comment of Sextant's thread whose body matches `pattern`. */
export function findingComment(server: FakeGitHub, pull: number, pattern: RegExp): FakeReviewComment {
  const comment = server.reviewComments.find((candidate) => candidate.pull === pull && candidate.in_reply_to_id === undefined && pattern.test(candidate.body));
  if (!comment) throw new Error(`no finding comment on #${pull} matching ${pattern}`);
  return comment;
}

/** The bot's replies in the thread of `rootId`. */
export const repliesTo = (server: FakeGitHub, rootId: number) =>
  server.reviewComments.filter((comment) => comment.in_reply_to_id === rootId && comment.user.type === 'Bot');
export const replyPosts = (server: FakeGitHub) =>
  server.writes().filter((request) => request.method === 'POST' && /\/comments\/\d+\/replies$/.test(request.path));
