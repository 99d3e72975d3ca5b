import { join } from 'node:path';
import type { RunContext } from '../types/run-context.js';
import { candidateFinding } from '../findings/candidate-finding.js';
import type { Settings } from '../config/settings.js';
import { decodeUtf8 } from '../diff/decode-utf8.js';
import { ReviewerNameSchema } from '../findings/agent-names.js';
import { DIMENSIONS } from '../findings/finding.js';
import type { Dimension, Finding } from '../findings/finding.js';
import { createModelFixer } from '../fix/create-model-fixer.js';
import { createStaticFixer, firstFixer } from '../fix/fixer.js';
import { readHeadSha } from '../git/create-fix-committer.js';
import type { PullRequestInfo, PullRequestsApi, RepositoryApi } from '../github/github-client.js';
import type { ReviewModel } from '../llm/review-model.js';
import { createActionsSink } from '../log/actions-sink.js';
import { renderSuggestionBlock } from '../publish/render-review-comment.js';
import { createPullRequestSource } from '../pull-request/pull-request-source.js';
import { escapeMarkdown, fencedCode } from '../text/markdown-escape.js';
import { runReviewSession } from '../review-session.js';
import type { ThreadFinding } from './thread-finding.js';
import { renderFixDiff, suggestionForThread } from './thread-suggestion.js';

/** Events whose jobs hold a write token (and the repository's secrets) for a same-repository pull request. */
const PRIVILEGED_EVENTS = new Set(['issue_comment', 'pull_request_review_comment']);

const DIMENSION_BY_PREFIX: Readonly<Record<string, Dimension>> = {
  CORR: 'correctness',
  SEC: 'security',
  PERF: 'performance',
  READ: 'readability',
  TEST: 'testing',
  ARCH: 'architecture',
};

interface FixFindingInput {
  client: Pick<PullRequestsApi, 'listPullRequestFiles'> & Pick<RepositoryApi, 'readFileContent'>;
  pullRequest: PullRequestInfo;
  settings: Settings;
  finding: ThreadFinding;
  /** The fixer agent's model, when one is configured: it tries what the rules have no mechanical fix for. */
  model?: ReviewModel;
  eventName: string;
  cwd: string;
  runnerTemp: string;
  context: RunContext;
}

/**
 * `fix` in a finding's thread (same-repository pull requests only: the caller checks): the fix loop for
 * that one finding, verified by the repository's own commands in the checked-out head, the workspace
 * left as it was found. The reply is the fix as a committable suggestion marked verified or not, or why
 * there is none.
 */
export async function fixFinding(input: FixFindingInput): Promise<string[]> {
  const { settings, pullRequest, finding } = input;
  const commands = [settings.testCommand, settings.lintCommand, settings.typecheckCommand].filter(Boolean);
  if (commands.length === 0) {
    return [
      'A fix is kept only when the repository’s own checks pass with it, and none is configured: set `test-command`, `lint-command` or `typecheck-command` (in the workflow or the config file).',
    ];
  }
  if (PRIVILEGED_EVENTS.has(input.eventName) && !settings.allowUnsafeCheckout) {
    return [
      `\`fix\` runs the repository’s checks, and this \`${input.eventName}\` job holds a write token: it does so only with \`allow-unsafe-checkout: true\` in the workflow (pull requests from forks never run commands, whatever the setting).`,
    ];
  }
  if ((await readHeadSha(input.cwd, input.context.env)) !== pullRequest.headSha) {
    return [
      `\`fix\` verifies the fix in the workspace, which must hold the pull request’s head (\`${pullRequest.headSha.slice(0, 7)}\`): check it out first (actions/checkout with \`ref: \${{ github.event.pull_request.head.sha }}\`, or the head of the pull request an issue comment is on).`,
    ];
  }
  const listed = await input.client.listPullRequestFiles(pullRequest.number);
  const source = createPullRequestSource({
    client: input.client,
    baseSha: pullRequest.baseSha,
    headSha: pullRequest.headSha,
    files: listed,
    checkout: { cwd: input.cwd, env: input.context.env },
  });
  const seed = findingFromThread(finding);
  try {
    const result = await runReviewSession({
      cwd: input.cwd,
      // The session must not close the source: it is closed here, whatever happens.
      createSource: () => ({
        readChange: () => source.readChange(),
        readFile: (path) => source.readFile(path),
        readFileText: (path) => source.readFileText(path),
        close: async () => {},
      }),
      sessionsRoot: join(input.runnerTemp, 'sextant'),
      // The static engine finds the finding again (a model's is taken from its thread); only the fixer may use the model.
      settings: { ...settings, model: 'static', fix: 'suggest', maxReviewIterations: 1 },
      warnings: [],
      base: pullRequest.baseSha,
      uncommitted: false,
      fixOnly: { fingerprint: finding.fingerprint, ...(seed ? { finding: seed } : {}) },
      ...(input.model ? { fixer: firstFixer(createStaticFixer(), createModelFixer(input.model)) } : {}),
      context: input.context,
      sink: createActionsSink(),
    });
    const fixed = result.state.findings.find((candidate) => candidate.fingerprint === finding.fingerprint);
    if (fixed?.suggestion) {
      const bytes = await input.client.readFileContent(finding.path, pullRequest.headSha);
      return renderFixReply(bytes ? decodeUtf8(bytes) : '', fixed.suggestion, finding);
    }
    return [whyNoFix(result.state, finding, Boolean(input.model))];
  } finally {
    await source.close();
  }
}

type SessionState = Awaited<ReturnType<typeof runReviewSession>>['state'];

function whyNoFix(state: SessionState, finding: ThreadFinding, hasModel: boolean): string {
  const loop = state.fix_loop;
  const failed = [...(loop?.refused ?? []), ...(loop?.rolled_back ?? [])].find((entry) => entry.fingerprint === finding.fingerprint);
  if (failed) return `No fix: the fix tried was ${loop?.refused.includes(failed) ? 'refused' : 'rolled back'} — ${escapeMarkdown(failed.reason, 500)}.`;
  if (loop?.termination === 'verification_failed') return 'No fix: none of the repository’s checks passed before the fix, so no fix could be shown to be safe.';
  if (!loop) return `No fix: the fix loop did not run (${escapeMarkdown(state.termination_reason ?? state.status, 200)}).`;
  if (!loop.attempted.includes(finding.fingerprint)) return 'No fix: the finding is not found at the pull request’s head any more (it may be fixed already).';
  return hasModel
    ? 'No fix: neither the rule nor the fixer agent proposed one for this finding.'
    : 'No fix: its rule has no mechanical fix for this finding, and no model is configured for the fixer agent.';
}

function renderFixReply(text: string, suggestion: NonNullable<Finding['suggestion']>, finding: ThreadFinding): string[] {
  const title = suggestion.verified
    ? '**Suggested fix (verified: the repository’s checks pass with it)**'
    : `**Unverified suggestion** — ${escapeMarkdown(suggestion.unverified_reason ?? 'not verified', 500)}`;
  const range = finding.line === undefined ? undefined : { start: finding.startLine ?? finding.line, end: finding.line };
  const lines = text ? suggestionForThread(text, suggestion, range) : undefined;
  if (lines) return [title, '', renderSuggestionBlock(lines)];
  return [title, '', 'It changes lines outside this comment’s, so it cannot be committed from here:', '', fencedCode(renderFixDiff(text, suggestion), 'diff')];
}

/**
 * A model's finding as its thread tells it, for the fix loop: the review that fixes it runs without the
 * model and would not find it again. Undefined for a rule's finding (the static engine finds it again)
 * or a comment that does not read as one of Sextant's.
 */
function findingFromThread(finding: ThreadFinding): Finding | undefined {
  if (finding.ruleId || !finding.severity || !finding.findingId || !finding.category || !finding.agent || finding.line === undefined) return undefined;
  const dimension = DIMENSION_BY_PREFIX[finding.findingId.split('-')[0] ?? ''];
  const agent = ReviewerNameSchema.safeParse(finding.agent);
  if (!dimension || !DIMENSIONS.includes(dimension) || !agent.success) return undefined;
  return {
    id: finding.findingId,
    fingerprint: finding.fingerprint,
    ...candidateFinding({
      agent: agent.data,
      dimension,
      severity: finding.severity,
      confidence: 100,
      category: finding.category,
      file: finding.path,
      line: finding.startLine ?? finding.line,
      end_line: finding.startLine === undefined ? undefined : finding.line,
      description: finding.description,
      recommendation: finding.recommendation ?? '',
      auto_fixable: true,
      source: 'llm',
    }),
  };
}
