import type { Settings } from '../config/settings.js';
import type { RunContext } from '../types/run-context.js';
import { assertSupported } from '../config/assert-supported.js';
import { isAtOrAbove } from '../findings/finding.js';
import type {
  GitHubClient,
  IssuesApi,
  PullRequestInfo,
  PullRequestsApi,
  RepositoryApi,
  ReviewCommentInfo,
  ReviewCommentsApi,
  ReviewThreadsApi,
} from '../github/github-client.js';
import {
  isGitHubLogin,
  markedReplyTo,
  MODEL_ANSWER_MARKER,
  renderDismissalMarker,
  renderMuteMarker,
  SUMMARY_MARKER,
  tryParseStateBlock,
} from '../github/review-markers.js';
import { readGuidelines } from '../guidelines/read-guidelines.js';
import { renderGuidelinesSection } from '../guidelines/render-guidelines.js';
import type { ReviewModel } from '../llm/review-model.js';
import { sanitizeUntrusted } from '../llm/sanitize-untrusted.js';
import type { ActionOutcome } from '../publish/action-outcome.js';
import type { SummaryComment } from '../publish/find-summary-comment.js';
import { recordDismissals } from '../publish/record-dismissals.js';
import { createApiGuidelinesSource } from '../pull-request/create-api-guidelines-source.js';
import { redactSecrets } from '../redact/create-redactor.js';
import { escapeMarkdown } from '../text/markdown-escape.js';
import { answerWithModel } from './answer-with-model.js';
import { claimReply } from './claim-reply.js';
import type { ClaimedReply } from './claim-reply.js';
import type { CommentEvent } from './comment-event.js';
import { createAnswerModel } from './create-answer-model.js';
import { dismissFinding } from './dismiss-finding.js';
import { fixFinding } from './fix-finding.js';
import type { Command } from './parse-command.js';
import { readCodeExcerpt } from './read-code-excerpt.js';
import type { CodeExcerpt } from './read-code-excerpt.js';
import { readConversation } from './read-conversation.js';
import type { Conversation } from './read-conversation.js';
import { readWriteAccess } from './read-write-access.js';
import { renderDocumentationAnswer } from './render-documentation-answer.js';
import type { DocumentationReason } from './render-documentation-answer.js';
import { renderHelp } from './render-help.js';
import { renderReply, renderUntrustedAnswer } from './render-reply.js';
import { tryReadThreadFinding } from './thread-finding.js';
import type { ThreadFinding } from './thread-finding.js';

/** Tokens of the repository's guidelines sent with a question: enough for the rules that matter, small next to the question. */
const GUIDELINES_TOKENS = 4_000;

/** What answering reads and writes on GitHub: never a review or a check run (`review` posts those). */
type ConversationClient = Pick<GitHubClient, 'owner' | 'repo'> & PullRequestsApi & RepositoryApi & IssuesApi & ReviewCommentsApi & ReviewThreadsApi;

export interface CommandRun {
  client: ConversationClient;
  event: CommentEvent;
  command: Command;
  pullRequest: PullRequestInfo;
  /** A same-repository pull request: a fork's runs no command but `help` and a maintainer's `review`. */
  trusted: boolean;
  settings: Settings;
  eventName: string;
  cwd: string;
  runnerTemp: string;
  context: RunContext;
  /** Reviews the pull request (the action's flow), for `review`. */
  review: (incremental: boolean) => Promise<ActionOutcome>;
}

/** What was done, for the outcome and the reply. */
interface Answer {
  lines: string[];
  marker?: string;
  message: string;
  /** Nothing was done but saying why not: the run counts as skipped. */
  refused?: true;
  /** The reply this run already claimed (before a model call or a fix): it is edited, not posted. */
  claimed?: ClaimedReply;
}

/** Another run's reply to the same comment came first: this run posts and does nothing more. */
const LOST = 'lost';

/** What a claimed reply says until the answer replaces it. */
const WORKING = 'Working on it…';

/**
 * Answers one comment addressed to Sextant, at most once: a comment that already has Sextant's reply
 * (a redelivered event, a rerun) gets nothing more. What costs money or changes state — a model's
 * answer, `ignore`, `ignore rule`, `fix`, `review` — needs write access, confirmed through the API;
 * anyone else gets the rules' documentation, `help`, or one polite line saying why not.
 */
export async function answerCommand(run: CommandRun): Promise<ActionOutcome> {
  const { client, event, command, settings } = run;
  const conversation = await readConversation(client, event, run.context.now());
  if (conversation.answered) return { kind: 'skipped', message: `comment ${event.commentId} is already answered (a redelivered event or a rerun)` };
  const warnings: string[] = [];
  const login = isGitHubLogin(event.author.login) ? event.author.login : 'there';
  const prefix = settings.commandPrefix[0] ?? '@sextant';

  const access = async (): Promise<boolean> => {
    const result = await readWriteAccess(client, event.author.login, event.association);
    if (result.problem) warnings.push(result.problem);
    return result.write;
  };
  const threadFinding = conversation.thread ? tryReadThreadFinding(conversation.thread.root) : undefined;

  let answer: Answer | typeof LOST;
  if (command.kind === 'help') {
    answer = { lines: renderHelp(prefix), message: 'listed the commands' };
  } else if (command.kind === 'review') {
    if (await access()) return run.review(command.incremental);
    answer = {
      lines: [
        `@${login} thanks for asking! Sextant reviews on request only for people with write access to this repository, so this one was not started. A maintainer can comment \`${prefix} review\` to run it.`,
      ],
      message: `@${login} lacks write access; a review on request needs it`,
      refused: true,
    };
  } else if (!run.trusted) {
    answer = {
      lines: [
        `Sextant runs no commands on a pull request from a fork (only \`${prefix} help\`, and \`${prefix} review\` by people with write access): its code and comments are the contributor's.`,
      ],
      message: 'a fork’s pull request runs no commands',
      refused: true,
    };
  } else if (command.kind === 'question') {
    answer = await answerQuestion(run, conversation, threadFinding, command.text, login, prefix, access, warnings);
  } else if (!threadFinding) {
    const name = command.kind === 'ignore-rule' ? 'ignore rule' : command.kind;
    answer = { lines: [`\`${prefix} ${name}\` works in the thread of one of Sextant’s findings: reply there.`], message: `${name} outside a finding’s thread` };
  } else if (!(await access())) {
    answer = refusal(command, threadFinding, run.settings, conversation, prefix);
  } else if (command.kind === 'ignore') {
    answer = await ignore(run, threadFinding, summaryOf(conversation), login, warnings);
  } else if (command.kind === 'ignore-rule') {
    answer = muteRule(threadFinding, settings, login);
  } else {
    // A fix with a model calls it: the key is checked before anything is claimed.
    assertSupported(settings);
    // The fix runs the repository's checks: claimed first, so a second delivery runs nothing.
    const claimed = await claimReply(client, event, renderReply(event.commentId, [WORKING]), run.context.now());
    if (!claimed) answer = LOST;
    else {
      const model = settings.model === 'static' ? undefined : await createAnswerModel(settings);
      const lines = await fixFinding({ ...run, finding: threadFinding, ...(model ? { model } : {}) });
      answer = { lines, message: `fix by @${login}: ${lines[0] ?? ''}`, claimed };
    }
  }
  if (answer !== LOST) {
    const body = renderReply(event.commentId, answer.lines, answer.marker);
    if (answer.claimed) await answer.claimed.edit(body);
    else if (!(await claimReply(client, event, body, run.context.now()))) answer = LOST;
  }
  if (answer === LOST) return { kind: 'skipped', message: `comment ${event.commentId} is answered by another run (a redelivered event or a rerun)` };
  if (answer.refused) return { kind: 'skipped', message: `answered comment ${event.commentId} on #${event.number} with a refusal: ${answer.message}` };
  return { kind: 'answered', message: `Answered comment ${event.commentId} on #${event.number}: ${answer.message}`, warnings };
}

/**
 * `ignore`: the thread resolved, then the reply that records the dismissal posted (claimed, so a second
 * delivery records nothing), then the summary made to hold it along with any other run's dismissal.
 */
async function ignore(
  run: CommandRun,
  finding: ThreadFinding,
  summary: SummaryComment | undefined,
  login: string,
  warnings: string[],
): Promise<Answer | typeof LOST> {
  const { client, event } = run;
  const dismissed = await dismissFinding({ client, number: event.number, finding, summary, by: login, failOn: run.settings.failOn });
  warnings.push(...dismissed.problems);
  const answer: Answer = { lines: dismissed.reply, message: `ignore by @${login}: ${dismissed.reply[0] ?? ''}` };
  if (!dismissed.dismissal) return answer;
  const claimed = await claimReply(client, event, renderReply(event.commentId, dismissed.reply, renderDismissalMarker(dismissed.dismissal)), run.context.now());
  if (!claimed) return LOST;
  warnings.push(...(await recordDismissals(client, event.number)));
  return { ...answer, marker: renderDismissalMarker(dismissed.dismissal), claimed };
}

async function answerQuestion(
  run: CommandRun,
  conversation: Conversation,
  finding: ThreadFinding | undefined,
  question: string,
  login: string,
  prefix: string,
  access: () => Promise<boolean>,
  warnings: string[],
): Promise<Answer | typeof LOST> {
  const { client, settings, pullRequest, event } = run;
  const line = finding?.line ?? event.line;
  const path = finding?.path ?? event.path;
  const code = path && line ? await readCodeExcerpt(client, path, pullRequest.headSha, line) : undefined;
  let reason: DocumentationReason;
  if (settings.model === 'static') reason = 'no-model';
  else if (settings.maxAnswersPerHour === 0) reason = 'answers-off';
  else if (conversation.modelAnswersLastHour >= settings.maxAnswersPerHour) reason = 'cap-reached';
  else if (!(await access())) reason = 'no-write-access';
  else {
    assertSupported(settings);
    // The model slot and the answer are claimed before the call: a second delivery, or a question in
    // another thread at the same moment, sees the claim and makes no call past the cap.
    const claimed = await claimReply(client, event, renderReply(event.commentId, [WORKING], MODEL_ANSWER_MARKER), run.context.now());
    if (!claimed) return LOST;
    if (claimed.earlierModelAnswers >= settings.maxAnswersPerHour) return documentationAnswer(run, finding, code, prefix, login, 'cap-reached', claimed);
    const model: ReviewModel = await createAnswerModel(settings);
    const summary = finding || path ? undefined : summaryOf(conversation);
    const replies = conversation.thread?.replies ?? [];
    const answered = await answerWithModel(
      model,
      {
        question,
        asker: login,
        pullRequest: { number: pullRequest.number, title: pullRequest.title },
        ...(finding ? { finding } : path ? { place: { path, ...(line ? { line } : {}) } } : {}),
        ...(code ? { code } : {}),
        // Who wrote a reply is GitHub's to say, never the reply's text: a person can start theirs with Sextant's marker.
        thread: replies.map((reply) => ({ author: reply.user.login, body: isSextantReply(reply) ? `(Sextant's earlier reply)\n${reply.body}` : reply.body })),
        ...(summary?.state ? { openFindings: summary.state.open } : {}),
        guidelines: await readQuestionGuidelines(run, path ? [path] : (summary?.state?.open.map((open) => open.path) ?? []), warnings),
      },
      { maxInputTokens: settings.maxInputTokens, signal: run.context.signal },
    );
    if (answered.ok)
      return {
        lines: renderUntrustedAnswer(answered.answer, `${client.owner}/${client.repo}`),
        marker: MODEL_ANSWER_MARKER,
        message: `answered @${login}'s question with the model`,
        claimed,
      };
    warnings.push(`the model could not answer comment ${event.commentId}: ${answered.reason}`);
    return documentationAnswer(run, finding, code, prefix, login, { modelFailed: answered.reason.split(':')[0] ?? 'failed' }, claimed);
  }
  return documentationAnswer(run, finding, code, prefix, login, reason);
}

function documentationAnswer(
  run: CommandRun,
  finding: ThreadFinding | undefined,
  code: CodeExcerpt | undefined,
  prefix: string,
  login: string,
  reason: DocumentationReason,
  claimed?: ClaimedReply,
): Answer {
  return {
    lines: renderDocumentationAnswer({
      ...(finding ? { finding } : {}),
      ...(code ? { code } : {}),
      prefix,
      reason,
      maxAnswersPerHour: run.settings.maxAnswersPerHour,
    }),
    message: `answered @${login}'s question from the documentation (${typeof reason === 'string' ? reason : 'model failed'})`,
    ...(claimed ? { claimed } : {}),
  };
}

/** One of Sextant's own replies, as GitHub tells it: a bot's comment that starts with the reply marker. */
function isSextantReply(reply: ReviewCommentInfo): boolean {
  return reply.user.type === 'Bot' && markedReplyTo(reply.body) !== undefined;
}

/** The guidelines that speak about the files asked about, read from the head (the pull request is a trusted one here). */
async function readQuestionGuidelines(run: CommandRun, paths: readonly string[], warnings: string[]): Promise<string> {
  const { settings } = run;
  if (settings.guidelines === 'off') return '';
  const clean = (text: string) => redactSecrets(sanitizeUntrusted(text));
  try {
    const used = await readGuidelines({
      source: createApiGuidelinesSource(run.client, run.pullRequest.headSha, 'head'),
      mode: settings.guidelines,
      changedPaths: paths,
      budgetTokens: GUIDELINES_TOKENS,
      clean,
    });
    return renderGuidelinesSection(used, settings.pathInstructions, paths, clean);
  } catch (error) {
    warnings.push(`could not read the guidelines files for an answer: ${error instanceof Error ? error.message : String(error)}`);
    return '';
  }
}

/** The answer to `ignore rule` from someone with write access: the reply itself is the mute (see read-muted-rules). */
function muteRule(finding: ThreadFinding, settings: Settings, login: string): Answer {
  if (!finding.ruleId) {
    return {
      lines: ['This finding comes from a model reviewer, not one of Sextant’s rules, so there is no rule to mute: `ignore` dismisses it on this pull request.'],
      message: 'ignore rule on a model finding',
    };
  }
  if (settings.muteAfterThumbsDown === 0) {
    return { lines: ['Muting is turned off in this repository (`mute-after-thumbs-down: 0`), so nothing was muted.'], message: 'ignore rule with muting off' };
  }
  if (settings.unmuteRules.includes(finding.ruleId)) {
    return { lines: [`\`${finding.ruleId}\` is listed in \`unmute-rules\`, so it stays on.`], message: 'ignore rule of an unmuted rule' };
  }
  const marker = renderMuteMarker(finding.ruleId, login);
  const gate = `${settings.failOn === 'none' ? '' : ` Findings at or above \`fail-on: ${settings.failOn}\` are still shown and still gate.`} Critical and security findings are always shown.`;
  return {
    lines: [
      `Muted \`${finding.ruleId}\` in this repository, as asked by ${escapeMarkdown(`@${login}`, 60)}: from the next review on, its findings are no longer shown.${gate}`,
      '',
      `To undo it, delete this reply, or list \`${finding.ruleId}\` under \`unmute-rules\` in the config file. The mute counts for \`feedback-days\` (${settings.feedbackDays} days) from now.`,
    ],
    ...(marker ? { marker } : {}),
    message: `muted ${finding.ruleId} for @${login}`,
  };
}

/** One polite line for someone without write access, saying why, and why a finding still gates. */
function refusal(command: Command, finding: ThreadFinding, settings: Settings, conversation: Conversation, prefix: string): Answer {
  if (command.kind === 'ignore') {
    const severity = summaryOf(conversation)?.state?.open.find((open) => open.fp === finding.fingerprint)?.severity ?? finding.severity;
    const gates = severity !== undefined && settings.failOn !== 'none' && isAtOrAbove(severity, settings.failOn);
    return {
      lines: [
        gates
          ? `This finding still gates: it is ${severity}, at or above \`fail-on: ${settings.failOn}\`, and only people with write access to this repository can dismiss it.`
          : 'Only people with write access to this repository can dismiss a finding, or vote against its rule with a 👎.',
      ],
      message: `ignore refused: no write access${gates ? ' (the finding still gates)' : ''}`,
      refused: true,
    };
  }
  if (command.kind === 'ignore-rule') {
    return {
      lines: [
        'Only people with write access to this repository can mute a rule, with this command or with a 👎 on its comments (a rule is muted once `mute-after-thumbs-down` of them vote against it).',
      ],
      message: 'ignore rule refused: no write access',
      refused: true,
    };
  }
  return {
    lines: [`\`${prefix} fix\` runs the repository’s checks, so it is for people with write access to this repository.`],
    message: 'fix refused: no write access',
    refused: true,
  };
}

/** The sticky summary among the comments already read: a bot's, led by the summary marker. */
function summaryOf(conversation: Conversation): SummaryComment | undefined {
  const comment = conversation.issueComments.find((candidate) => candidate.user.type === 'Bot' && candidate.body.startsWith(SUMMARY_MARKER));
  return comment ? { comment, state: tryParseStateBlock(comment.body) } : undefined;
}
