import { readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ConfigurationError } from '../text/configuration-error.js';
import { describeValue } from '../text/describe-value.js';
import { DEFAULT_SETTINGS, parseSettings } from '../config/parse-settings.js';
import type { RawInputs } from '../config/parse-settings.js';
import { assertSupported } from '../config/assert-supported.js';
import { readConfigFile } from '../config/read-config-file.js';
import { createLocalChangeSource, findRepositoryAndCommit, findRepositoryRoot, resolveBase, verifyBase } from '../git/local-change-source.js';
import { countCommitsAhead, findRangeAtOnce, readMergeBase } from '../git/local-source.js';
import { LocalChangeError, NoCommitsError } from '../git/local-source.js';
import type { ResolvedBase, ResolvedRange } from '../git/local-source.js';
import { cleanSessions, SessionFolderError } from '../state/session-folder.js';
import { StateCorruptError } from '../state/state-manager.js';
import { assertConfigTrusted, assertGuidelinesTrusted, UntrustedConfigError, UntrustedGuidelinesError } from './assert-config-trusted.js';
import { readCommitIntent } from '../git/read-commit-intent.js';
import { createGitGuidelinesSource } from '../git/create-git-guidelines-source.js';
import { createStderrSink } from '../log/logger.js';
import type { LogSink } from '../log/logger.js';
import { createPaint } from '../terminal/paint.js';
import type { Paint } from '../terminal/paint.js';
import { renderMarkdown } from '../report/render-markdown.js';
import { renderSarif } from '../report/render-sarif.js';
import { renderText } from '../report/render-text.js';
import { isReviewIncomplete } from '../report/verdict.js';
import { runReviewSession, SessionRunError } from '../review-session.js';
import type { ReviewSessionResult } from '../review-session.js';
import type { Redact } from '../redact/create-redactor.js';
import { redactStyledText } from '../redact/redact-styled-text.js';
import type { CliRuntime, TextOutput } from '../runtime.js';
import { VERSION } from '../version.js';
import { nothingToReviewHints } from './nothing-to-review-hints.js';
import type { CliArgs } from './parse-cli-args.js';
import { parseCliArgs, UnexpectedArgumentError, UsageError } from './parse-cli-args.js';
import { USAGE } from './usage.js';
import { redactCliOutput } from './redact-cli-output.js';

/** CLI exit codes (documented in the usage text and the README). */
const EXIT = { ok: 0, gated: 1, usage: 2, incomplete: 3, internal: 4 } as const;

/** Errors the user can fix: their message says how, so they end the run with exit code 2 and no stack. */
const USER_ERRORS = [UsageError, ConfigurationError, UntrustedConfigError, UntrustedGuidelinesError, LocalChangeError, StateCorruptError, SessionFolderError];

const SESSIONS_FOLDER = '.sextant';

/** `sextant …`: returns the process exit code. Every error is said once, in one message, on stderr. */
export async function runCli(given: CliRuntime): Promise<number> {
  // Everything the CLI prints or writes to --output is redacted on its way out.
  const { runtime, redact } = redactCliOutput(given);
  let args: CliArgs | undefined;
  let paint: Paint = createPaint(false);
  try {
    args = await parseArgsWithHints(runtime);
    paint = createPaint(runtime.color(args.color).stderr);
    if (args.command === 'help') return (writeLine(runtime.stdout, USAGE), EXIT.ok);
    if (args.command === 'version') return (writeLine(runtime.stdout, VERSION), EXIT.ok);
    if (args.command === 'clean') return await clean(runtime);
    return await review(runtime, args, paint, redact);
  } catch (error) {
    return reportError(runtime, error, { debug: args?.debug ?? runtime.argv.includes('--debug'), paint });
  }
}

async function review(runtime: CliRuntime, args: CliArgs, paint: Paint, redact: Redact): Promise<number> {
  const color = runtime.color(args.color);
  const note = (text: string) => {
    if (!args.quiet) runtime.stderr.write(`sextant: ${text}\n`);
  };
  const outputPath = args.output === undefined ? undefined : resolve(runtime.cwd, args.output);
  if (outputPath) await assertWritableFolder(outputPath);

  const { root, range, base, behindBase } = await resolveReview(runtime, args);
  const configFile = args.inputs['config-file'] || DEFAULT_SETTINGS.configFile;
  const configText = await readConfigFile(join(root, configFile), configFile);
  // The default file is optional; one the user named must exist.
  if (configText === undefined && args.inputs['config-file']) {
    throw new ConfigurationError('config', configFile, 'a config file that exists (paths are relative to the repository root)');
  }
  const parsed = parseFlagSettings(args.inputs, configText, configFile);
  const { warnings } = parsed;
  const settings = parsed.settings.model === 'static' ? parsed.settings : { ...parsed.settings, apiKey: runtime.apiKey(parsed.settings.model) };
  assertSupported(settings);
  if (settings.fix === 'commit') {
    throw new ConfigurationError('fix', settings.fix, "'off' or 'suggest' on the command line (use --fix to keep verified fixes in the working tree)");
  }
  // A resumed session keeps the commands it started with.
  if (args.fix && !args.resume && !settings.testCommand && !settings.lintCommand && !settings.typecheckCommand) {
    throw new UsageError(
      `--fix keeps only the fixes a check verified, and no verification command is set: give --test-command, --lint-command or --typecheck-command (or test-command, lint-command or typecheck-command in ${configFile})`,
    );
  }
  // The guidelines are read from what is reviewed: the head commit, or the working tree with --uncommitted.
  const guidelinesCommit = args.uncommitted ? undefined : (range?.headSha ?? 'HEAD');
  if (!args.trustConfig) {
    await assertConfigTrusted({ root, base: args.base, resolvedBase: base, configFile, configText, settings, flags: args.inputs, env: runtime.env });
    // --uncommitted reviews the working tree against HEAD: its guidelines are compared with HEAD's.
    const guidelinesBase = args.uncommitted && range ? { ref: 'HEAD', sha: range.headSha } : base;
    await assertGuidelinesTrusted({
      root,
      base: args.base,
      ...(guidelinesBase ? { resolvedBase: guidelinesBase } : {}),
      headSha: guidelinesCommit,
      configFile,
      settings,
      flags: args.inputs,
      env: runtime.env,
    });
  }
  for (const warning of warnings) note(paint('yellow', `warning: ${warning}`));

  // What the commits say the change does, for a model to check the change against (a resumed session keeps its own).
  const intent =
    settings.model !== 'static' && range?.base ? await readCommitIntent({ cwd: root, baseSha: range.base.sha, headSha: range.headSha, env: runtime.env }) : [];
  const quietSink: LogSink = { write: () => undefined };
  const result = await runReviewSession({
    cwd: root,
    createSource: (request, headSha) =>
      createLocalChangeSource({ cwd: root, base: request.base, uncommitted: request.uncommitted, headSha, env: runtime.env, resolved: range }),
    sessionsRoot: join(root, SESSIONS_FOLDER),
    guidelines: createGitGuidelinesSource({
      cwd: root,
      ...(guidelinesCommit ? { commit: guidelinesCommit } : {}),
      origin: guidelinesCommit ? `head ${guidelinesCommit.slice(0, 7)}` : 'working tree',
      env: runtime.env,
    }),
    settings,
    ...(intent.length > 0 ? { intent } : {}),
    warnings,
    base: args.base,
    uncommitted: args.uncommitted,
    keepFixes: args.fix,
    resume: args.resume,
    apiKey: runtime.apiKey,
    context: runtime,
    sink: args.quiet ? quietSink : createStderrSink(runtime.stderr, paint),
  });
  // Nothing to review is not a pass: say why and what to try (in the text report, else on stderr).
  const hints = nothingToReviewHints(result.report, {
    base: args.base,
    uncommitted: args.uncommitted,
    include: settings.include,
    exclude: settings.exclude,
    model: settings.model,
    ...(behindBase && base ? { behind: { base: base.ref, commits: behindBase } } : {}),
  });
  if (hints.length > 0 && (args.format !== 'text' || outputPath)) {
    note('nothing to review. What to try:');
    for (const hint of hints) note(`  ${hint}`);
  }
  // A file is not a terminal: colour there only when asked for with --color.
  const rendered = await renderReport(result, args.format, outputPath ? args.color === true : color.stdout, hints);
  if (outputPath) {
    await writeFile(outputPath, redactStyledText(rendered, redact));
    note(`${args.format} report written to ${outputPath}`);
  } else {
    writeLine(runtime.stdout, rendered);
  }
  if (result.prunedSessions.length > 0) note(`removed ${result.prunedSessions.length} old session(s) (keep-sessions: ${settings.keepSessions})`);
  const sessionId = result.state.session_id;
  note(`session ${sessionId} — HTML report: ${result.htmlPath}`);
  const signal = runtime.receivedSignal();
  if (signal) {
    // Said even with --quiet: the run stopped short, and this is how to finish it.
    if (result.state.status === 'user_exit') runtime.stderr.write(`sextant: interrupted; continue with: sextant review --resume ${sessionId}\n`);
    return signal === 'SIGINT' ? 130 : 143;
  }
  if (result.report.summary.gate.failed) return EXIT.gated;
  // Skipped exits 0 like a pass (no gate failed), but its verdict says "Nothing to review", never "No findings".
  return isReviewIncomplete(result.report) ? EXIT.incomplete : EXIT.ok;
}

/** The settings from the flags and the config file; a bad flag value is said as the flag that was typed. */
function parseFlagSettings(inputs: RawInputs, configText: string | undefined, configFile: string): ReturnType<typeof parseSettings> {
  try {
    return parseSettings({ inputs, configText, configOrigin: configFile });
  } catch (error) {
    if (!(error instanceof ConfigurationError) || error.origin !== undefined || inputs[error.key] === undefined) throw error;
    const flag = error.key === 'config-file' ? 'config' : error.key;
    // "did you mean" goes last, after the value it corrects.
    const typo = / \(did you mean [^)]*\)$/.exec(error.expected)?.[0] ?? '';
    throw new UsageError(`--${flag} takes ${error.expected.slice(0, error.expected.length - typo.length)}, got ${describeValue(error.value)}${typo}`);
  }
}

/**
 * The repository, and for a new review its head and base: a new review needs a commit and a base,
 * said now, once, instead of as a failed step. Each is looked up once; the session reuses them.
 * A resumed session reviews the head and base it stored.
 */
async function resolveReview(runtime: CliRuntime, args: CliArgs): Promise<ReviewTarget> {
  // The usual run, `--base <ref>`: the repository, both commits and their merge-base from one git process.
  if (args.base !== undefined && !args.resume && !args.uncommitted) {
    const found = await findRangeAtOnce(runtime.cwd, args.base, runtime.env);
    if (found) return rangeTarget(found.root, found.headSha, { ref: args.base, sha: found.baseSha }, found.mergeBaseSha, runtime.env);
  }
  const { root, sha: headSha } = await findRepositoryAndCommit(runtime.cwd, 'HEAD', runtime.env);
  const given = args.base ? { ref: args.base, sha: await verifyBase(root, args.base, runtime.env) } : undefined;
  if (args.resume) return { root, base: given };
  if (headSha === undefined) throw new NoCommitsError(root);
  // --uncommitted compares with HEAD itself (it takes no --base).
  if (args.uncommitted) return { root, range: { root, headSha } };
  const git = { cwd: root, env: runtime.env };
  const base = given ?? (await resolveBase(args.base, git));
  // Unrelated histories (or a shallow clone that lacks the joining commits) are said here, once.
  return rangeTarget(root, headSha, base, await readMergeBase(base, headSha, git), runtime.env);
}

interface ReviewTarget {
  root: string;
  range?: ResolvedRange;
  base?: ResolvedBase;
  behindBase?: number;
}

async function rangeTarget(root: string, headSha: string, base: ResolvedBase, mergeBaseSha: string, env: NodeJS.ProcessEnv): Promise<ReviewTarget> {
  // A head the base already contains has nothing to review; saying so beats "no file differs".
  const behindBase = mergeBaseSha === headSha && base.sha !== headSha ? await countCommitsAhead(base.sha, headSha, { cwd: root, env }) : undefined;
  return { root, range: { root, headSha, base, mergeBaseSha }, base, ...(behindBase ? { behindBase } : {}) };
}

/** The command line; `sextant review main`, a stray argument that names a commit, was meant as the base and is said so. */
async function parseArgsWithHints(runtime: CliRuntime): Promise<CliArgs> {
  try {
    return parseCliArgs(runtime.argv);
  } catch (error) {
    if (!(error instanceof UnexpectedArgumentError) || error.command !== 'review') throw error;
    const { sha } = await findRepositoryAndCommit(runtime.cwd, error.argument, runtime.env).catch(() => ({ sha: undefined }));
    if (sha === undefined) throw error;
    throw new UsageError(`${error.message}: to review the change since '${error.argument}', use --base ${error.argument}`);
  }
}

/** `sextant clean`: every stored session goes, except the one a running review holds. */
async function clean(runtime: CliRuntime): Promise<number> {
  const root = await findRepositoryRoot(runtime.cwd, runtime.env);
  const folder = join(root, SESSIONS_FOLDER);
  const { removed, busy } = await cleanSessions(folder, runtime.now().toISOString());
  const kept = busy ? `; kept session ${busy}: a review is running` : '';
  writeLine(runtime.stdout, `removed ${removed.length} session${removed.length === 1 ? '' : 's'} from ${folder}${kept}`);
  return EXIT.ok;
}

/** The report in the chosen format; html is the page the session wrote (it has the code around each finding). */
async function renderReport(result: ReviewSessionResult, format: CliArgs['format'], color: boolean, hints: readonly string[]): Promise<string> {
  switch (format) {
    case 'json':
      return JSON.stringify(result.report, null, 2);
    case 'markdown':
      return renderMarkdown(result.report);
    case 'sarif':
      return JSON.stringify(renderSarif(result.report), null, 2);
    case 'html':
      return readFile(result.htmlPath, 'utf8');
    case 'text':
      return renderText(result.report, { color, hints });
  }
}

/** --output must name a file in a folder that exists: checked before the review, so a typo costs nothing. */
async function assertWritableFolder(path: string): Promise<void> {
  const folder = await stat(dirname(path)).catch(() => undefined);
  if (!folder?.isDirectory()) throw new UsageError(`--output: the folder ${dirname(path)} does not exist`);
  const target = await stat(path).catch(() => undefined);
  if (target?.isDirectory()) throw new UsageError(`--output: ${path} is a folder; give a file name`);
}

function reportError(runtime: CliRuntime, thrown: unknown, options: { debug: boolean; paint: Paint }): number {
  const logFile = thrown instanceof SessionRunError ? thrown.logFile : undefined;
  const error = thrown instanceof SessionRunError ? thrown.cause : thrown;
  const stack = options.debug && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  const message = error instanceof Error ? error.message : String(error);
  if (USER_ERRORS.some((kind) => error instanceof kind)) {
    const hint = error instanceof UsageError ? "\nRun 'sextant --help' for the options." : '';
    runtime.stderr.write(`${options.paint('red', `sextant: error: ${message}`)}${hint}${stack}\n`);
    return EXIT.usage;
  }
  const where = logFile ? `the stack is in ${logFile}` : 'no session log was written yet';
  const more = options.debug ? stack : ` (${where}; run with --debug to print it)`;
  runtime.stderr.write(`${options.paint('red', `sextant: internal error: ${message}`)}${more}\n`);
  return EXIT.internal;
}

function writeLine(stream: TextOutput, text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}
