import pLimit from 'p-limit';
import { isBuiltInAgent } from '../agents/agent-names.js';
import type { AgentName } from '../agents/agent-names.js';
import type { NotReviewed } from '../diff/diff-model.js';
import type { CandidateFinding } from '../findings/finding.js';
import { languagesWithRules } from '../rules/rule-registry.js';
import { languageOf, scanChange, summarizeScan } from '../rules/static-engine.js';
import { createScanPool, scanWorkersFor } from '../rules/scan-pool.js';
import type { DiffFile } from '../diff/diff-model.js';
import { isAtOrAbove } from '../findings/finding.js';
import { applyRuleSettings } from './apply-rule-settings.js';
import { capCandidates, describeDropped } from './cap-candidates.js';
import { withoutMuted } from './without-muted.js';
import { CancelledError } from './cancelled-error.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from './review-state.js';

/**
 * The static engine over every changed line it has a grammar for: the quick-scan picture (risk areas,
 * complexity) and the static findings, which are the review itself in static mode and hints for LLM agents.
 */
export async function quickScan(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const change = await ports.changes.load();
  const { rules } = state.request;
  // Custom agents exist only as model prompts; the static engine has rule packs for the six.
  const agents = state.request.agents.filter(isBuiltInAgent);
  const disabledRules = Object.entries(rules).filter(([, setting]) => !setting.enabled).map(([ruleId]) => ruleId);
  const covered = languagesWithRules({ agents, disabledRules });
  const gate = state.request.fail_on === 'none' ? undefined : state.request.fail_on;
  const candidates: CandidateFinding[] = [];
  const suppressionWarnings: string[] = [];
  const unsupported: NotReviewed[] = [];
  let unsupportedLines = 0;
  const dropped = new Map<string, number>();
  const scanned: DiffFile[] = [];
  for (const file of change.files) {
    const language = languageOf(file.path);
    if (language && covered.has(language)) scanned.push(file);
    // With a model, the agents still review the file: it is only out of the static engine's reach.
    else if (state.request.model === 'static') {
      unsupported.push({ path: file.path, reason: 'unsupported-language', detail: 'the static engine has no rules for this file type' });
      unsupportedLines += file.additions + file.deletions;
    }
  }
  const gateOnly = change.gateOnly ?? [];
  const toScan = [...scanned, ...gateOnly];
  const changedLines = toScan.reduce((sum, file) => sum + file.additions, 0);
  const languages = [...new Set(toScan.flatMap((file) => languageOf(file.path) ?? []))];
  const pool = await createScanPool({ agents, disabledRules, languages, changeSize: changedLines, workers: scanWorkersFor(changedLines) });
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
            const content = await ports.source.readFile(file.path);
            if (content === undefined) return undefined;
            const found = await pool.scan(file, content, gate);
            return { suppressionWarnings: found.suppressionWarnings, ...capCandidates(found.findings) };
          }),
        ),
      );
    const keep = (found: Awaited<ReturnType<typeof scanAll>>[number]): CandidateFinding[] => {
      if (!found) return [];
      suppressionWarnings.push(...found.suppressionWarnings);
      for (const [rule, count] of found.dropped) dropped.set(rule, (dropped.get(rule) ?? 0) + count);
      return found.kept;
    };
    const [main, markedGenerated] = await Promise.all([scanAll(scanned), scanAll(gateOnly)]);
    for (const found of main) candidates.push(...keep(found));
    // A generated marker the change added does not hide what would fail the gate (DESIGN §4).
    for (const found of markedGenerated) {
      const kept = keep(found);
      candidates.push(...(gate ? kept.filter((finding) => isAtOrAbove(finding.severity, gate)) : []));
    }
    durations = pool.timeByAgent();
  } finally {
    await pool.close();
  }
  for (const agent of agents) {
    const started = performance.now();
    candidates.push(...scanChange(change.files, { agents: [agent], disabledRules }));
    durations.set(agent, (durations.get(agent) ?? 0) + performance.now() - started);
  }
  const { shown, muted } = withoutMuted(applyRuleSettings(candidates, rules), state.request.muted_rules ?? [], gate);
  const all = capCandidates(shown);
  for (const [rule, count] of all.dropped) dropped.set(rule, (dropped.get(rule) ?? 0) + count);
  const configured = all.kept;
  const warnings = [
    ...configured
      .filter((finding) => finding.suppression_added_by_change)
      .map((finding) => `suppression added by this change: \`sextant-ignore ${finding.rule_id}\` near ${finding.file}:${finding.line} does not hide a ${finding.severity} finding at or above the gate (fail-on: ${state.request.fail_on})`),
    ...suppressionWarnings,
    ...describeDropped(dropped),
  ];
  const scanSummary = summarizeScan(change.files, configured);
  ports.log.event('REVIEW_QUICK_SCAN_END', { findings: configured.length, complexity_score: scanSummary.complexity_score, unsupported: unsupported.length });
  ports.log.progress(`quick-scan: ${configured.length} static findings, complexity ${scanSummary.complexity_score}/100`);
  return {
    candidates: configured,
    scan_summary: scanSummary,
    not_reviewed: [...state.not_reviewed, ...unsupported],
    ...(warnings.length > 0 ? { warnings: [...state.warnings, ...warnings] } : {}),
    ...(muted.size > 0 ? { muted_findings: Object.fromEntries(muted) } : {}),
    files_reviewed: (state.files_reviewed ?? 0) - unsupported.length,
    lines_reviewed: (state.lines_reviewed ?? 0) - unsupportedLines,
    // Microseconds are plenty: the figure is for people, and a shorter number reads better in the report.
    static_durations_ms: Object.fromEntries([...durations].map(([agent, time]) => [agent, Math.round(time * 1000) / 1000])),
  };
}

