import type { MutedRule } from './findings/muted-rule.js';
import type { RunContext } from './types/run-context.js';
import { join } from 'node:path';
import { createLogger, newSessionId } from './log/logger.js';
import type { LogSink } from './log/logger.js';
import type { Settings } from './config/settings.js';
import type { SessionChangeSource } from './git/change-source.js';
import type { FixPorts } from './fix/fix-ports.js';
import type { ReviewPorts } from './orchestrator/review-ports.js';
import type { ReviewIntent } from './intent/review-intent.js';
import type { GuidelinesSource } from './guidelines/guidelines-source.js';
import { ReviewStateSchema } from './review-state/review-state.js';
import type { ReviewRequest, ReviewState, StateUpdate } from './review-state/review-state.js';
import { runReview } from './orchestrator/run-review.js';
import { buildReport } from './report/build-report.js';
import type { ReviewReport } from './report/review-report.js';
import { redactReport, REPORT_FILES, writeReportFiles } from './report/write-report-files.js';
import { createModelFixer } from './fix/create-model-fixer.js';
import { createStaticFixer, firstFixer } from './fix/fixer.js';
import type { Fixer } from './fix/fixer.js';
import { describeLeftOverEdit, findLeftOverEdits } from './fix/find-left-over-edits.js';
import type { LeftOverEdit } from './fix/find-left-over-edits.js';
import { createSnapshotStore } from './fix/snapshot-store.js';
import { createWorkspaceEditor } from './fix/workspace-editor.js';
import { createStaticReReview } from './orchestrator/create-static-re-review.js';
import type { ReviewModel } from './llm/review-model.js';
import { callLimits, DEFAULT_CONCURRENCY } from './llm/call-limits.js';
import type { CallLimits } from './llm/call-limits.js';
import { discoverServer } from './llm/discover-server.js';
import { groupDigits } from './text/group-digits.js';
import type { Logger } from './log/logger.js';
import { createChangeStore } from './state/change-store.js';
import { acquireRunLock, prepareSessionFolder, prepareSessionsRoot, pruneSessions } from './state/session-folder.js';
import { truncateLongStrings } from './text/truncate-long-lines.js';
import { createArtifactStore } from './state/create-artifact-store.js';
import { createStateManager } from './state/state-manager.js';
import { createCommandRunner } from './verify/command-runner.js';
import { createReportFiles } from './analyzers/create-report-files.js';
import { redactCommandOutput } from './verify/redact-command-output.js';
import { createRedactor, redactStrings } from './redact/create-redactor.js';
import type { Redact } from './redact/create-redactor.js';

export interface ReviewSessionOptions {
  /** The repository's working tree: verification commands run here. */
  cwd: string;
  /**
   * Where the change comes from, built from the session's request so a resumed session reads the same
   * change (and, once known, the same head commit) as the run it continues.
   */
  createSource: (request: ReviewRequest, headSha: string | undefined) => SessionChangeSource;
  /** Folder holding one sub-folder per session. */
  sessionsRoot: string;
  settings: Settings;
  warnings: string[];
  base?: string;
  uncommitted: boolean;
  /** Why the repository's verification commands must not run in this process (a fork's pull request); they run when absent. */
  commandsWithheld?: string;
  /** Where the guidelines files are read: the base commit for an untrusted pull request, else the reviewed head. */
  guidelines?: GuidelinesSource;
  /** What the change claims to do: sent to the model reviewers as data, to check the change against. */
  intent?: ReviewIntent;
  /** Rules muted by reactions to earlier reviews (read from GitHub by the action). */
  mutedRules?: MutedRule[];
  /** Continue this session instead of starting one. */
  resume?: string;
  /** The provider key for a `provider:model-id` (the CLI reads it from the environment); `settings.apiKey` otherwise. */
  apiKey?: (model: string) => string | undefined;
  /** The CLI's --fix: verified fixes stay in the working tree instead of becoming suggestions. */
  keepFixes?: boolean;
  /** The model provider's HTTP client, when not the global fetch (`sextant eval --replay`). */
  fetch?: typeof fetch;
  /** Proposes fixes; the static rules' autofixes when not given. */
  fixer?: Fixer;
  /** Fix this one finding and no other (`fix` in its thread); `finding` when the review may not find it again. */
  fixOnly?: ReviewRequest['fix_only'];
  /** fix: commit — commits each iteration's fixes and pushes them (trusted pull requests only). */
  git?: FixPorts['git'];
  context: RunContext;
  sink: LogSink;
}

export interface ReviewSessionResult {
  state: ReviewState;
  report: ReviewReport;
  sessionDir: string;
  reportPath: string;
  sarifPath: string;
  summaryPath: string;
  htmlPath: string;
  /** Old sessions deleted to keep `keep-sessions`. */
  prunedSessions: string[];
}

/** An error that ended a session after its folder existed: the session log has the stack. */
export class SessionRunError extends Error {
  override readonly name = 'SessionRunError';
  constructor(
    override readonly cause: unknown,
    readonly sessionDir: string,
    readonly logFile: string | undefined,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** Wires the ports (git, state, log, commands, artifacts) around the orchestrator for one review session. */
export async function runReviewSession(options: ReviewSessionOptions): Promise<ReviewSessionResult> {
  const sessionId = options.resume ?? newSessionId();
  await prepareSessionsRoot(options.sessionsRoot);
  // One run per working tree: two runs would snapshot and restore each other's fixes.
  const lock = await acquireRunLock(options.sessionsRoot, { session: sessionId, startedAt: options.context.now().toISOString() });
  try {
    // Edits a killed run left in the tree: a fix taken over them would snapshot them as the original. The lock
    // keeps other runs out meanwhile, so what is found now still holds when old sessions are pruned.
    const leftOvers = await findLeftOverEdits(options.sessionsRoot, options.cwd, sessionId);
    const result = await runLockedSession(
      options,
      sessionId,
      await prepareSessionFolder(options.sessionsRoot, sessionId, options.resume !== undefined),
      leftOvers,
    );
    // Sessions whose fixes are still in the working tree keep their snapshots: they are how those edits are undone.
    const spare = new Set(leftOvers.map((edit) => edit.session));
    const prunedSessions = await pruneSessions(options.sessionsRoot, { keep: options.settings.keepSessions, current: sessionId, spare });
    return { ...result, prunedSessions };
  } finally {
    await lock.release();
  }
}

async function runLockedSession(
  options: ReviewSessionOptions,
  sessionId: string,
  sessionDir: string,
  leftOvers: readonly LeftOverEdit[],
): Promise<Omit<ReviewSessionResult, 'prunedSessions'>> {
  // Everything the session stores, logs or reports goes through one redactor that knows this run's secrets.
  const redact = createSessionRedactor(options.settings);
  const logger = createLogger({ sessionId, dir: sessionDir, level: options.settings.logLevel, sink: options.sink, redact });
  logger.progress(`session ${sessionId} (${sessionDir})`);
  try {
    return await runLoggedSession(options, sessionId, sessionDir, logger, redact, leftOvers);
  } catch (error) {
    // The stack goes to the session files only; the caller tells the user once, in one line.
    logger.error('RUN_ERROR', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: error instanceof Error ? (error.stack ?? '') : '',
    });
    throw new SessionRunError(error, sessionDir, logger.files?.text);
  }
}

async function runLoggedSession(
  options: ReviewSessionOptions,
  sessionId: string,
  sessionDir: string,
  logger: Logger,
  redact: Redact,
  leftOvers: readonly LeftOverEdit[],
): Promise<Omit<ReviewSessionResult, 'prunedSessions'>> {
  const store = createStateManager({
    dir: sessionDir,
    schema: ReviewStateSchema,
    // The request keeps its commands as written: they must run as configured, and nothing posts them unredacted.
    // Long lines are cut: git has the full text, and the state is written twice per step.
    redact: (state) => ({ ...truncateLongStrings(redactStrings(state, redact)), request: state.request }),
    onRecover: (recovery) => logger.warn('STATE_RECOVERED', { ...recovery }),
  });

  if (options.resume) {
    const recovered = await store.get();
    logger.event('REVIEW_RESUMED', { step: recovered.current_step, completed_steps: recovered.completed_steps });
    if (recovered.status === 'user_exit') await store.update({ status: 'in_progress', termination_reason: undefined });
  } else {
    const started = options.context.now().toISOString();
    const leftovers = leftOvers.map(describeLeftOverEdit);
    for (const warning of leftovers) logger.progress(`⚠ ${warning}`);
    const request = await requestOf(options, logger);
    await store.init(initialState(sessionId, leftovers.length > 0 ? { ...request, fix: 'off' } : request, [...options.warnings, ...leftovers], started));
    logger.event('REVIEW_START', { base: options.base, uncommitted: options.uncommitted, model: options.settings.model });
  }
  const { request, head_sha: headSha } = await store.get();
  const model = await createSessionModel(request, options, logger);
  const source = options.createSource(request, headSha);
  const artifacts = createArtifactStore(sessionDir, redact);
  const ports: ReviewPorts = {
    ...(model ? { model } : {}),
    ...(request.fix === 'off'
      ? {}
      : {
          fixes: {
            openEditor: (changedPaths) => createWorkspaceEditor(options.cwd, { changedPaths, configFile: request.config_file }),
            snapshots: createSnapshotStore(sessionDir),
            fixer: options.fixer ?? (model ? firstFixer(createStaticFixer(), createModelFixer(model)) : createStaticFixer()),
            reReview: createStaticReReview(request),
            ...(options.git ? { git: options.git } : {}),
          },
        }),
    source,
    ...(options.guidelines ? { guidelines: options.guidelines } : {}),
    changes: createChangeStore(sessionDir),
    commands: redactCommandOutput(createCommandRunner({ cwd: options.cwd, env: options.context.env }), redact),
    reports: createReportFiles(options.cwd),
    artifacts,
    log: logger,
    now: options.context.now,
    signal: options.context.signal,
  };
  const paths = {
    reportPath: join(sessionDir, REPORT_FILES.report),
    sarifPath: join(sessionDir, REPORT_FILES.sarif),
    summaryPath: join(sessionDir, REPORT_FILES.summary),
    htmlPath: join(sessionDir, REPORT_FILES.html),
  };
  let report: ReviewReport | undefined;
  // The last step: the run is complete once its report is written, so the report says so.
  const generateReport = async (state: ReviewState): Promise<StateUpdate> => {
    const completedAt = options.context.now().toISOString();
    const finished = state.status === 'in_progress';
    report = await writeReportFiles(buildReport(finished ? { ...state, status: 'completed' } : state, completedAt), {
      artifacts,
      readFile: (path) => source.readFile(path),
      redact,
    });
    logger.event('REVIEW_REPORT_WRITTEN', { path: paths.reportPath, status: report.status });
    if (!finished) return {};
    logger.event('REVIEW_COMPLETE', { status: report.status, findings: report.findings.length });
    return { status: 'completed', completed_at: completedAt };
  };
  try {
    const state = await runReview(store, ports, generateReport);
    // A resumed run that had already finished still gets its report built.
    if (!report) await generateReport(state);
    return { state, report: report ?? redactReport(buildReport(state, options.context.now().toISOString()), redact), sessionDir, ...paths };
  } finally {
    await source.close();
  }
}

/**
 * The one redactor of a run: credential shapes and this run's own secrets (the GitHub token, the
 * provider key), after invisible characters are removed. Stores, logs, report files and rendered
 * outputs all use it.
 */
export function createSessionRedactor(settings: Pick<Settings, 'githubToken' | 'apiKey'>): Redact {
  return createRedactor([
    { name: 'github-token', value: settings.githubToken },
    { name: 'api-key', value: settings.apiKey },
  ]);
}

/**
 * What each model call may use: for a self-hosted server, what it says of its context and slots
 * (llama.cpp, Ollama, vLLM), else the configured values.
 */
async function modelCallLimits(options: ReviewSessionOptions, logger: Logger): Promise<CallLimits> {
  const { settings } = options;
  const selfHosted = settings.model.startsWith('openai-compatible:');
  const server =
    selfHosted && settings.baseUrl
      ? await discoverServer({
          baseURL: settings.baseUrl,
          modelId: settings.model.slice(settings.model.indexOf(':') + 1),
          ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : undefined;
  const limits = callLimits(
    {
      concurrency: settings.concurrency,
      maxInputTokens: settings.maxInputTokens,
      ...(settings.maxOutputTokens !== undefined ? { maxOutputTokens: settings.maxOutputTokens } : {}),
      selfHosted,
    },
    server,
  );
  if (selfHosted) {
    logger.event('MODEL_SERVER_LIMITS', {
      source: server?.source ?? 'configured',
      ...(server?.contextTokens ? { context_tokens: server.contextTokens } : {}),
      ...limits,
    });
    if (server) {
      logger.progress(
        `model server (${server.source}): ${server.contextTokens ? `${groupDigits(server.contextTokens)}-token context, ` : ''}${server.slots ? `${server.slots} slot${server.slots === 1 ? '' : 's'}; ` : ''}` +
          `prompts up to ${groupDigits(limits.maxInputTokens)} tokens, ${limits.concurrency} call${limits.concurrency === 1 ? '' : 's'} at a time`,
      );
    }
  }
  return limits;
}

async function requestOf(options: ReviewSessionOptions, logger: Logger): Promise<ReviewRequest> {
  const { settings } = options;
  const limits = settings.model === 'static' ? undefined : await modelCallLimits(options, logger);
  return {
    base: options.base,
    uncommitted: options.uncommitted,
    model: settings.model,
    agents: settings.agents,
    fail_on: settings.failOn,
    min_confidence: settings.minConfidence,
    min_required_agents: settings.minRequiredAgents,
    include: settings.include,
    exclude: settings.exclude,
    commands: { tests: settings.testCommand, lint: settings.lintCommand, typecheck: settings.typecheckCommand },
    ...(options.commandsWithheld ? { commands_withheld: options.commandsWithheld } : {}),
    command_timeout_ms: settings.commandTimeout * 1000,
    allow_risky_commands: settings.allowRiskyCommands,
    on_verification_failure: settings.onVerificationFailure,
    on_unreviewed: settings.onUnreviewed,
    fix: options.keepFixes ? 'apply' : settings.fix,
    max_review_iterations: settings.maxReviewIterations,
    config_file: settings.configFile,
    rules: settings.rules,
    guidelines: settings.guidelines,
    ...(settings.pathInstructions.length > 0 ? { path_instructions: settings.pathInstructions } : {}),
    walkthrough: settings.walkthrough,
    ...(settings.model !== 'static' && options.intent?.length ? { intent: options.intent } : {}),
    show_info: settings.showInfo,
    ...(settings.model === 'static' ? {} : { verify_findings: settings.verifyFindings }),
    ...(options.mutedRules?.length ? { muted_rules: options.mutedRules } : {}),
    ...(analyzersOf(settings).length > 0 ? { analyzers: analyzersOf(settings) } : {}),
    ...(options.fixOnly ? { fix_only: options.fixOnly } : {}),
    ...(settings.model === 'static'
      ? {}
      : {
          llm: {
            ...(settings.baseUrl ? { base_url: settings.baseUrl } : {}),
            concurrency: limits?.concurrency ?? DEFAULT_CONCURRENCY,
            max_input_tokens: limits?.maxInputTokens ?? settings.maxInputTokens,
            timeout_ms: settings.modelTimeout * 1000,
            ...(limits?.maxOutputTokens ? { max_output_tokens: limits.maxOutputTokens } : {}),
            ...(limits?.slots ? { slots: limits.slots } : {}),
            custom_agents: settings.customAgents,
            agent_overrides: settings.agentOverrides,
            ...(settings.modelTools === 'auto' ? { tools: { rounds: settings.modelToolRounds, tokens: settings.modelToolTokens } } : {}),
          },
        }),
  };
}

/** The config file's analyzers, then the `analyzer-reports` globs as one more (its tools named by their reports, the `added` filter). */
function analyzersOf(settings: Pick<Settings, 'analyzers' | 'analyzerReports'>): Settings['analyzers'] {
  return [...settings.analyzers, ...(settings.analyzerReports.length > 0 ? [{ reports: settings.analyzerReports, filter: 'added' as const }] : [])];
}

/** Retries of a retryable provider failure (429, 5xx, network) before the call counts as failed. */
const MODEL_MAX_RETRIES = 2;

/**
 * The model port of an LLM session, from its request (so a resumed run uses the model it started with).
 * The AI SDK is imported only here: a static review never loads it.
 */
async function createSessionModel(request: ReviewRequest, options: ReviewSessionOptions, logger: Logger): Promise<ReviewModel | undefined> {
  if (request.model === 'static' || !request.llm) return undefined;
  const apiKey = options.apiKey?.(request.model) ?? options.settings.apiKey;
  const [{ createLanguageModel }, { createReviewModel }] = await Promise.all([import('./llm/create-language-model.js'), import('./llm/review-model.js')]);
  const resolved = await createLanguageModel({
    model: request.model,
    apiKey,
    baseUrl: request.llm.base_url,
    nodeVersion: process.versions.node,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return createReviewModel({
    resolved,
    timeoutMs: request.llm.timeout_ms,
    ...(request.llm.slots ? { slots: request.llm.slots } : {}),
    maxRetries: MODEL_MAX_RETRIES,
    secrets: [apiKey, options.settings.githubToken].filter((secret): secret is string => Boolean(secret)),
    // Prompts and replies go to the session files at log-level debug, never to the console or the Actions log.
    debug: (record) => logger.debug('LLM_CALL', { ...record }),
  });
}

function initialState(sessionId: string, request: ReviewRequest, warnings: string[], started: string): ReviewState {
  return {
    session_id: sessionId,
    status: 'in_progress',
    current_step: null,
    completed_steps: [],
    iteration_count: 0,
    error_count: 0,
    errors: [],
    request,
    not_reviewed: [],
    candidates: [],
    agent_results: [],
    findings: [],
    duplicates_merged: 0,
    below_confidence: 0,
    warnings,
    started_at: started,
    updated_at: started,
  };
}
