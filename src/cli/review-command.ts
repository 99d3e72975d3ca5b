import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigurationError } from '../config/configuration-error.js';
import { DEFAULT_SETTINGS, parseSettings } from '../config/parse-settings.js';
import { assertSupported } from '../config/assert-supported.js';
import { createLocalChangeSource, findRepositoryRoot, verifyBase } from '../git/local-change-source.js';
import { LocalChangeError } from '../git/local-source.js';
import { SessionFolderError } from '../state/session-folder.js';
import { StateCorruptError } from '../state/state-manager.js';
import { assertConfigTrusted, UntrustedConfigError } from './assert-config-trusted.js';
import { createStderrSink } from '../log/logger.js';
import { renderMarkdown } from '../report/render-markdown.js';
import { renderSarif } from '../report/render-sarif.js';
import { renderText } from '../report/render-text.js';
import type { ReviewReport } from '../report/review-report.js';
import { runReviewSession } from '../review-session.js';
import type { CliRuntime } from '../runtime.js';
import { VERSION } from '../version.js';
import type { OutputFormat } from './parse-cli-args.js';
import { parseCliArgs, USAGE, UsageError } from './parse-cli-args.js';

/** CLI exit codes (documented in the usage text and the README). */
const EXIT = { ok: 0, gated: 1, usage: 2, incomplete: 3 } as const;

/** `sextant …`: returns the process exit code. */
export async function runCli(runtime: CliRuntime): Promise<number> {
  const write = (text: string) => runtime.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  const fail = (message: string, code: number) => {
    runtime.stderr.write(`sextant: ${message}\n`);
    return code;
  };
  try {
    const args = parseCliArgs(runtime.argv);
    if (args.command === 'help') return (write(USAGE), EXIT.ok);
    if (args.command === 'version') return (write(VERSION), EXIT.ok);

    const root = await findRepositoryRoot(runtime.cwd, runtime.env);
    if (args.base) await verifyBase(root, args.base, runtime.env);
    const configFile = args.inputs['config-file'] || DEFAULT_SETTINGS.configFile;
    const configText = await readFile(join(root, configFile), 'utf8').catch(() => undefined);
    // The default file is optional; one the user named must exist.
    if (configText === undefined && args.inputs['config-file']) {
      throw new ConfigurationError('config', configFile, 'a config file that exists (paths are relative to the repository root)');
    }
    const parsed = parseSettings({ inputs: args.inputs, configText, configOrigin: configFile });
    const { warnings } = parsed;
    const settings = parsed.settings.model === 'static' ? parsed.settings : { ...parsed.settings, apiKey: runtime.apiKey(parsed.settings.model) };
    assertSupported(settings);
    if (settings.fix === 'commit') {
      throw new ConfigurationError('fix', settings.fix, "'off' or 'suggest' on the command line (use --fix to keep verified fixes in the working tree)");
    }
    if (!args.trustConfig) {
      await assertConfigTrusted({ root, base: args.base, configFile, configText, settings, flags: args.inputs, env: runtime.env });
    }
    for (const warning of warnings) runtime.stderr.write(`sextant: warning: ${warning}\n`);

    const result = await runReviewSession({
      cwd: root,
      createSource: (request, headSha) =>
        createLocalChangeSource({ cwd: root, base: request.base, uncommitted: request.uncommitted, headSha, env: runtime.env }),
      sessionsRoot: join(root, '.sextant'),
      settings,
      warnings,
      base: args.base,
      uncommitted: args.uncommitted,
      keepFixes: args.fix,
      resume: args.resume,
      apiKey: runtime.apiKey,
      env: runtime.env,
      now: runtime.now,
      signal: runtime.signal,
      sink: createStderrSink(runtime.stderr),
    });
    write(renderReport(result.report, args.format, runtime.stderr.isTTY === true));
    runtime.stderr.write(`sextant: session ${result.state.session_id} — report: ${result.reportPath}\n`);
    const signal = runtime.receivedSignal();
    if (signal) return signal === 'SIGINT' ? 130 : 143;
    if (result.report.summary.gate.failed) return EXIT.gated;
    return result.report.status === 'failed' ? EXIT.incomplete : EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message}\n\n${USAGE}`, EXIT.usage);
    if (error instanceof ConfigurationError || error instanceof UntrustedConfigError || error instanceof LocalChangeError || error instanceof StateCorruptError || error instanceof SessionFolderError) {
      return fail(error.message, EXIT.usage);
    }
    return fail(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, EXIT.incomplete);
  }
}

function renderReport(report: ReviewReport, format: OutputFormat, color: boolean): string {
  switch (format) {
    case 'json':
      return JSON.stringify(report, null, 2);
    case 'markdown':
      return renderMarkdown(report);
    case 'sarif':
      return JSON.stringify(renderSarif(report), null, 2);
    case 'text':
      return renderText(report, { color });
  }
}
