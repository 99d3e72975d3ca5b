import pLimit from 'p-limit';
import { withArticle } from '../text/indefinite-article.js';
import { isBuiltInAgent } from '../findings/agent-names.js';
import type { AgentName } from '../findings/agent-names.js';
import type { NotReviewed } from '../diff/diff-model.js';
import type { CandidateFinding } from '../findings/finding.js';
import type { FileText } from '../diff/file-text.js';
import { languageOf } from '../diff/language.js';
import { scanChange } from '../rules/scan-change.js';
import { summarizeScan } from '../rules/scan-summary.js';
import { createScanPool, scanWorkersFor } from '../rules/scan-pool.js';
import { createTreeFactsReader } from '../rules/tree-facts.js';
import type { DiffFile } from '../diff/diff-model.js';
import { isAtOrAbove } from '../findings/finding.js';
import { applyRuleSettings } from './apply-rule-settings.js';
import { coveredLanguages } from './covered-languages.js';
import { notReadable } from './not-readable.js';
import { capCandidates, describeDropped } from './cap-candidates.js';
import { withoutMuted } from './without-muted.js';
import { CancelledError } from './cancelled-error.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from '../review-state/review-state.js';

/**
 * Files left out by the user's or the default globs (or as generated): the text gates read them for what
 * would fail the gate, not to review them, so what is below it stays out of sight.
 */
const GATE_ONLY_REASONS: ReadonlySet<string> = new Set(['excluded-by-config', 'not-included', 'excluded-by-default', 'generated', 'secret-file']);

/**
 * The static engine over every changed line it has a grammar for: the quick-scan picture (risk areas,
 * complexity) and the static findings, which are the review itself in static mode and hints for LLM agents.
 * The text gates (see `scanAddedLines`) read the added lines of every other changed text file, and a file
 * that turns out unreadable here is listed as not reviewed, never counted as reviewed.
 */
export async function quickScan(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const change = await ports.changes.load();
  const { rules } = state.request;
  const agents = state.request.agents.filter(isBuiltInAgent);
  const disabledRules = Object.entries(rules)
    .filter(([, setting]) => !setting.enabled)
    .map(([ruleId]) => ruleId);
  const covered = coveredLanguages(state.request);
  const gate = state.request.fail_on === 'none' ? undefined : state.request.fail_on;
  const candidates: CandidateFinding[] = [];
  const suppressionWarnings: string[] = [];
  const unsupported: NotReviewed[] = [];
  let unsupportedLines = 0;
  const dropped = new Map<string, number>();
  const scanned: DiffFile[] = [];
  /** Files the engine cannot scan whose added lines the text gates read. */
  const textGated: DiffFile[] = [];
  for (const file of change.files) {
    const language = languageOf(file.path);
    if (language && covered.has(language)) scanned.push(file);
    else {
      textGated.push(file);
      // With a model, the agents still review the file: it is only out of the static engine's reach.
      if (state.request.model === 'static') {
        unsupported.push({ path: file.path, reason: 'unsupported-language', detail: 'the static engine has no rules for this file type' });
        unsupportedLines += file.additions + file.deletions;
      }
    }
  }
  const reviewedFiles = scanned.length;
  const engineFiles = [...scanned, ...(change.staticOnly ?? [])];
  const gateOnly = change.gateOnly ?? [];
  // Suppressions are judged against the pull request's base: a path with no diff from it (GitHub gave no
  // patch) counts as added whole by the pull request.
  const baseDiffs = change.sinceBase ? new Map(change.sinceBase.map((file) => [file.path, file])) : undefined;
  const sinceBaseOf = (file: DiffFile): DiffFile | undefined => baseDiffs && (baseDiffs.get(file.path) ?? { ...file, status: 'added', hunks: [] });
  const toScan = [...engineFiles, ...gateOnly];
  const changedLines = toScan.reduce((sum, file) => sum + file.additions, 0);
  const languages = [...new Set(toScan.flatMap((file) => languageOf(file.path) ?? []))];
  const pool = await createScanPool({ agents, disabledRules, languages, changeSize: changedLines, workers: scanWorkersFor(changedLines) });
  const unread = new Map<string, NotReviewed>();
  // The go.mod and imported modules some rules need, read at the head like the files themselves.
  const treeFacts = createTreeFactsReader((path) => ports.source.readFile(path));
  let unreadReviewed = 0;
  let durations: Map<AgentName, number>;
  try {
    // Files are read and scanned concurrently (as many as the pool can take), their results used in the diff's order.
    // Each file's findings are capped as soon as they arrive, so thousands of identical findings are never all held.
    const limit = pLimit(pool.capacity);
    const scanAll = (files: readonly DiffFile[]) =>
      Promise.all(
        files.map((file) =>
          limit(async () => {
            if (ports.signal.aborted) throw new CancelledError();
            const read = await readHeadText(ports, file.path);
            if (read.kind !== 'text') return { unread: notReadable(file.path, read) };
            let found: Awaited<ReturnType<typeof pool.scan>>;
            try {
              found = await pool.scan(file, read.text, gate, sinceBaseOf(file), await treeFacts.factsFor(file.path, read.text));
            } catch (error) {
              // One file the engine cannot take (nested too deep, a stack overflow) costs that file only.
              return { unread: notScanned(file.path, error) };
            }
            return { suppressionWarnings: found.suppressionWarnings, ...capCandidates(found.findings) };
          }),
        ),
      );
    const keep = (file: DiffFile, found: Awaited<ReturnType<typeof scanAll>>[number]): CandidateFinding[] => {
      if (found.unread) {
        // Read at collect-context, gone now (a working tree changes): listed, and left to the text gates.
        unread.set(file.path, found.unread);
        textGated.push(file);
        return [];
      }
      suppressionWarnings.push(...found.suppressionWarnings);
      for (const [rule, count] of found.dropped) dropped.set(rule, (dropped.get(rule) ?? 0) + count);
      return found.kept;
    };
    const [main, markedGenerated] = await Promise.all([scanAll(engineFiles), scanAll(gateOnly)]);
    for (const [index, found] of main.entries()) {
      const file = engineFiles[index] as DiffFile;
      if (found.unread && index < reviewedFiles) unreadReviewed++;
      candidates.push(...keep(file, found));
    }
    // A generated marker the change added does not hide what would fail the gate (DESIGN §4).
    for (const [index, found] of markedGenerated.entries()) {
      const kept = keep(gateOnly[index] as DiffFile, found);
      candidates.push(...(gate ? kept.filter((finding) => isAtOrAbove(finding.severity, gate)) : []));
    }
    durations = pool.timeByAgent();
  } finally {
    await pool.close();
  }
  const gatedPaths = new Set<string>();
  const leftOutReasons = new Map(state.not_reviewed.map((entry) => [entry.path, entry.reason]));
  const gated = [...(change.leftOut ?? []), ...textGated].filter((file) => file.additions > 0);
  if (gated.length > 0) {
    // Loaded only when a file needs them: the text gates take their rules' definitions from every rule's code.
    const { scanAddedLines } = await import('../rules/scan-added-lines.js');
    for (const file of gated) {
      gatedPaths.add(file.path);
      const found = scanAddedLines(file, { agents, disabledRules, ...(gate ? { gate } : {}) });
      const gateOnlyFile = !unread.has(file.path) && GATE_ONLY_REASONS.has(leftOutReasons.get(file.path) ?? '');
      candidates.push(...(gateOnlyFile ? (gate ? found.filter((finding) => isAtOrAbove(finding.severity, gate)) : []) : found));
    }
  }
  for (const agent of agents) {
    const started = performance.now();
    candidates.push(...scanChange(change.files, { agents: [agent], disabledRules }));
    durations.set(agent, (durations.get(agent) ?? 0) + performance.now() - started);
  }
  const { shown, muted } = withoutMuted(applyRuleSettings(candidates, rules, state.request.path_instructions), state.request.muted_rules ?? [], gate);
  const all = capCandidates(shown);
  for (const [rule, count] of all.dropped) dropped.set(rule, (dropped.get(rule) ?? 0) + count);
  const configured = all.kept;
  const warnings = [
    ...configured
      .filter((finding) => finding.suppression_added_by_change)
      .map(
        (finding) =>
          `suppression added by this change: \`sextant-ignore ${finding.rule_id}\` near ${finding.file}:${finding.line} does not hide ${withArticle(finding.severity)} finding at or above the gate (fail-on: ${state.request.fail_on})`,
      ),
    ...suppressionWarnings,
    ...describeDropped(dropped),
  ];
  const scanSummary = summarizeScan(change.files, configured);
  ports.log.event('REVIEW_QUICK_SCAN_END', { findings: configured.length, complexity_score: scanSummary.complexity_score, unsupported: unsupported.length });
  ports.log.progress(`quick-scan: ${configured.length} static findings, complexity ${scanSummary.complexity_score}/100`);
  const listed = new Set(state.not_reviewed.map((entry) => entry.path));
  const notReviewed = [
    ...state.not_reviewed.map((entry) => unread.get(entry.path) ?? entry),
    ...[...unread].filter(([path]) => !listed.has(path)).map(([, entry]) => entry),
    ...unsupported.filter((entry) => !unread.has(entry.path)),
  ].map((entry) => (entry.scanned_by === undefined && gatedPaths.has(entry.path) ? { ...entry, scanned_by: 'text-gates' as const } : entry));
  return {
    candidates: configured,
    scan_summary: scanSummary,
    not_reviewed: notReviewed,
    ...(warnings.length > 0 ? { warnings: [...state.warnings, ...warnings] } : {}),
    ...(muted.size > 0 ? { muted_findings: Object.fromEntries(muted) } : {}),
    files_reviewed: (state.files_reviewed ?? 0) - unsupported.length - unreadReviewed,
    lines_reviewed: (state.lines_reviewed ?? 0) - unsupportedLines,
    // Microseconds are plenty: the figure is for people, and a shorter number reads better in the report.
    static_durations_ms: Object.fromEntries([...durations].map(([agent, time]) => [agent, Math.round(time * 1000) / 1000])),
  };
}

/** A file the static engine failed on: not reviewed, with the first line of why (a worker's error arrives as its stack). */
function notScanned(path: string, error: unknown): NotReviewed {
  const message = (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';
  return { path, reason: 'unreadable', detail: `the static engine could not read it: ${message.replace(/^\w*Error: /, '')}` };
}

/** A file's text at the head, or why there is none. */
async function readHeadText(ports: ReviewPorts, path: string): Promise<FileText> {
  if (ports.source.readFileText) return ports.source.readFileText(path);
  const text = await ports.source.readFile(path);
  return text === undefined ? { kind: 'missing' } : { kind: 'text', text };
}
