import picomatch from 'picomatch';
import { ReportFormatError } from '../analyzers/analyzer-report.js';
import type { AnalyzerSetting } from '../analyzers/analyzer-setting.js';
import { importReportResults, toolName } from '../analyzers/import-report-results.js';
import type { ImportContext } from '../analyzers/import-report-results.js';
import { parseAnalyzerReport } from '../analyzers/parse-analyzer-report.js';
import type { DiffFile } from '../diff/diff-model.js';
import { DEFAULT_EXCLUDED_GLOBS } from '../diff/scope.js';
import type { CandidateFinding } from '../findings/finding.js';
import { describeAnalyzerRun } from '../report/describe-analyzer-run.js';
import type { CheckResult } from '../verify/check-result.js';
import { assessCommandRisk } from '../verify/assess-command-risk.js';
import { RISKY_COMMAND_HINT } from '../verify/run-checks.js';
import { capCandidates, describeDropped } from './cap-candidates.js';
import { CancelledError } from './cancelled-error.js';
import type { ReviewPorts } from './review-ports.js';
import type { AnalyzerRun, ReviewState, StateUpdate } from '../review-state/review-state.js';
import { withoutMuted } from './without-muted.js';

/** Lines of code kept as a finding's snippet: enough to find it again when lines move (fix loop, next push). */
const SNIPPET_LINES = 5;
/** Scope decisions that leave a changed file out of the review: an analyzer's findings there are left out too. */
const LEFT_OUT_REASONS: ReadonlySet<string> = new Set(['excluded-by-config', 'not-included', 'excluded-by-default', 'generated', 'secret-file']);

/**
 * The repository's own analyzers: each one's command runs first (under the verification commands' trust
 * rules: withheld from an untrusted pull request's privileged job, refused when it looks risky), then its
 * reports are read, parsed and imported as findings through its diff filter. Bad input — a report that
 * does not parse, a glob that matches nothing, a file too large — is one warning each, and the rest is
 * still imported. The findings join the static ones: merged, gated, muted and handed to the model agents.
 */
export async function importAnalyzers(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const analyzers = state.request.analyzers ?? [];
  const change = await ports.changes.load();
  const changed = new Map<string, DiffFile>();
  for (const file of [...change.files, ...(change.staticOnly ?? []), ...(change.gateOnly ?? []), ...(change.leftOut ?? [])]) changed.set(file.path, file);
  const context: ImportContext = { root: ports.reports?.root ?? '', changed, leftOut: leftOutOf(state, changed) };
  const warnings: string[] = [];
  const runs: AnalyzerRun[] = [];
  // Which analyzer each finding came from, by identity: the filters below keep the same objects.
  const runOf = new Map<CandidateFinding, AnalyzerRun>();
  for (const analyzer of analyzers) {
    if (ports.signal.aborted) throw new CancelledError();
    const found = await runAnalyzer(analyzer, state, ports, context);
    warnings.push(...found.warnings.map((warning) => `analyzer ${found.run.name}: ${warning}`));
    runs.push(found.run);
    for (const finding of found.candidates) runOf.set(finding, found.run);
  }
  const located = await withSnippets([...runOf.keys()], ports, (finding) => {
    const run = runOf.get(finding);
    if (run) run.past_end++;
  });
  for (const [before, after] of located.renamed) runOf.set(after, runOf.get(before) as AnalyzerRun);
  const gate = state.request.fail_on === 'none' ? undefined : state.request.fail_on;
  const { shown, muted } = withoutMuted(located.kept, state.request.muted_rules ?? [], gate);
  const capped = capCandidates(shown);
  const kept = new Set(capped.kept);
  for (const finding of shown) {
    const run = runOf.get(finding);
    if (run && kept.has(finding)) run.imported++;
    else if (run) run.capped++;
  }
  warnings.push(...describeDropped(capped.dropped));
  for (const run of runs) {
    ports.log.event('ANALYZER_IMPORTED', { ...run, reports: run.reports.map((report) => report.file) });
    ports.log.progress(`analyzer ${run.name}: ${describeAnalyzerRun(run)}`);
  }
  const mutedFindings = { ...state.muted_findings };
  for (const [rule, count] of muted) mutedFindings[rule] = (mutedFindings[rule] ?? 0) + count;
  return {
    candidates: [...state.candidates, ...capped.kept],
    analyzer_results: runs,
    ...(warnings.length > 0 ? { warnings: [...state.warnings, ...warnings] } : {}),
    ...(muted.size > 0 ? { muted_findings: mutedFindings } : {}),
  };
}

async function runAnalyzer(
  analyzer: AnalyzerSetting,
  state: ReviewState,
  ports: ReviewPorts,
  context: ImportContext,
): Promise<{ run: AnalyzerRun; candidates: CandidateFinding[]; warnings: string[] }> {
  const run: AnalyzerRun = {
    name: analyzer.name ?? 'analyzer-reports',
    filter: analyzer.filter,
    reports: [],
    results: 0,
    imported: 0,
    outside_change: 0,
    outside_filter: 0,
    excluded: 0,
    rules_off: 0,
    past_end: 0,
    capped: 0,
  };
  const warnings: string[] = [];
  const candidates: CandidateFinding[] = [];
  if (analyzer.command) {
    run.command = await runCommand(analyzer.command, state, ports);
    if (run.command.status === 'refused' || run.command.status === 'timeout') {
      // A report left from an earlier run would pass for this commit's: nothing is read.
      warnings.push(`command ${run.command.status === 'refused' ? `not run (${run.command.reason ?? 'refused'})` : 'timed out'}, so its reports were not read`);
      return { run, candidates, warnings };
    }
  }
  if (!ports.reports) return { run, candidates, warnings: [...warnings, 'no working tree to read reports from'] };
  const { files, warnings: findWarnings } = await ports.reports.find(analyzer.reports);
  warnings.push(...findWarnings);
  for (const file of files) {
    if (ports.signal.aborted) throw new CancelledError();
    const read = await ports.reports.read(file);
    if ('problem' in read) {
      warnings.push(`${file.name} was not read: ${read.problem}`);
      run.reports.push({ file: file.name, tools: [], results: 0, problem: read.problem });
      continue;
    }
    let parsed: ReturnType<typeof parseAnalyzerReport>;
    try {
      parsed = parseAnalyzerReport(read.text, file.name, analyzer.format);
    } catch (error) {
      if (!(error instanceof ReportFormatError)) throw error;
      warnings.push(`${file.name} was not imported: ${error.message}`);
      run.reports.push({ file: file.name, tools: [], results: 0, problem: error.message });
      continue;
    }
    warnings.push(...parsed.warnings.map((warning) => `${file.name}: ${warning}`));
    if (parsed.overCap > 0) {
      warnings.push(
        `${file.name}: ${parsed.overCap} results past the first ${parsed.results.length} were not imported (a report this large is of the whole repository, not of the change)`,
      );
      run.capped += parsed.overCap;
    }
    const result = importReportResults(parsed.results, analyzer, parsed.format, context);
    const tools = [...new Set(result.candidates.map((finding) => finding.agent))];
    run.reports.push({
      file: file.name,
      format: parsed.format,
      tools: tools.length > 0 ? tools : [toolName(analyzer.name ?? parsed.results[0]?.tool ?? parsed.format)],
      results: parsed.results.length,
    });
    run.results += result.counts.results;
    run.outside_change += result.counts.outside_change;
    run.outside_filter += result.counts.outside_filter;
    run.excluded += result.counts.excluded;
    run.rules_off += result.counts.rules_off;
    candidates.push(...result.candidates);
  }
  return { run, candidates, warnings };
}

/** An analyzer's command, under the rules of the verification commands: withheld, refused when risky, timed out. */
async function runCommand(command: string, state: ReviewState, ports: ReviewPorts): Promise<CheckResult> {
  if (state.request.commands_withheld) {
    return { status: 'refused', command, reason: state.request.commands_withheld, duration_ms: 0 };
  }
  const risk = assessCommandRisk(command);
  if (risk.risky && !state.request.allow_risky_commands) {
    return { status: 'refused', command, reason: `${risk.reasons.join('; ')}. ${RISKY_COMMAND_HINT}`, duration_ms: 0 };
  }
  ports.log.progress(`analyzer: ${command}`);
  const outcome = await ports.commands.run(command, { timeoutMs: state.request.command_timeout_ms, signal: ports.signal });
  if (ports.signal.aborted) throw new CancelledError();
  // Linters exit non-zero when they find something: that is their report, not a failure to run.
  return {
    status: outcome.timedOut ? 'timeout' : outcome.exitCode === 0 ? 'passed' : 'failed',
    command,
    exit_code: outcome.exitCode,
    duration_ms: outcome.durationMs,
    output_tail: outcome.outputTail,
  };
}

/**
 * Each finding with the code it is on (its snippet, which identifies it when lines move), read from the
 * reviewed head. A finding on a line the file does not have comes from a report of another commit: it is
 * dropped and counted, never posted on the wrong code.
 */
async function withSnippets(
  candidates: readonly CandidateFinding[],
  ports: ReviewPorts,
  onPastEnd: (finding: CandidateFinding) => void,
): Promise<{ kept: CandidateFinding[]; renamed: Map<CandidateFinding, CandidateFinding> }> {
  const texts = new Map<string, string[] | undefined>();
  for (const path of new Set(candidates.map((finding) => finding.file))) {
    const text = await ports.source.readFile(path);
    texts.set(path, text === undefined ? undefined : text.replace(/\n$/, '').split('\n'));
  }
  const kept: CandidateFinding[] = [];
  const renamed = new Map<CandidateFinding, CandidateFinding>();
  for (const finding of candidates) {
    const lines = texts.get(finding.file);
    if (!lines || finding.line > lines.length) {
      onPastEnd(finding);
      continue;
    }
    const end = Math.min(finding.end_line ?? finding.line, finding.line + SNIPPET_LINES - 1, lines.length);
    const snippet = lines
      .slice(finding.line - 1, end)
      .join('\n')
      .replace(/\r/g, '');
    const located = {
      ...finding,
      ...(finding.end_line && finding.end_line > lines.length ? { end_line: lines.length } : {}),
      ...(snippet.trim() ? { code_snippet: snippet } : {}),
    };
    renamed.set(finding, located);
    kept.push(located);
  }
  return { kept, renamed };
}

/** Whether the review leaves a path out: by its scope decision when the change touched it, else by the same globs. */
function leftOutOf(state: ReviewState, changed: ReadonlyMap<string, DiffFile>): (path: string) => boolean {
  const reasons = new Map(state.not_reviewed.map((entry) => [entry.path, entry.reason]));
  const excluded = picomatch([...DEFAULT_EXCLUDED_GLOBS, ...state.request.exclude], { dot: true });
  const included = state.request.include.length > 0 ? picomatch(state.request.include, { dot: true }) : () => true;
  return (path) => {
    const reason = reasons.get(path);
    if (reason !== undefined) return LEFT_OUT_REASONS.has(reason);
    if (changed.has(path)) return false;
    return excluded(path) || !included(path);
  };
}
