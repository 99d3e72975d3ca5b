import { isBuiltInAgent } from '../agents/agent-names.js';
import { addedLines } from '../diff/line-index.js';
import type { NotReviewed } from '../diff/diff-model.js';
import type { CandidateFinding } from '../findings/finding.js';
import { languagesWithRules } from '../rules/rule-registry.js';
import { createStaticEngine, languageOf, scanChange, summarizeScan } from '../rules/static-engine.js';
import { fileBeforeChange } from '../rules/file-before-change.js';
import { unknownSuppressions } from '../rules/suppression.js';
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
  const engine = await createStaticEngine({ agents, disabledRules });
  const covered = languagesWithRules({ agents, disabledRules });
  const gate = state.request.fail_on === 'none' ? undefined : state.request.fail_on;
  const candidates: CandidateFinding[] = [];
  const suppressionWarnings: string[] = [];
  const unsupported: NotReviewed[] = [];
  const dropped = new Map<string, number>();
  const scan = async (file: DiffFile): Promise<CandidateFinding[]> => {
    const content = await ports.source.readFile(file.path);
    if (content === undefined) return [];
    // Capped file by file, so a change of thousands of identical findings never holds them all at once.
    const before = fileBeforeChange(file, content);
    const input = { path: file.path, content, changedLines: addedLines(file), ...(before ? { before } : {}), ...(gate ? { gate } : {}) };
    suppressionWarnings.push(...unknownSuppressions({ path: file.path, lines: content.split(/\r?\n/), changedLines: input.changedLines }));
    const capped = capCandidates(engine.scanFile(input));
    for (const [rule, count] of capped.dropped) dropped.set(rule, (dropped.get(rule) ?? 0) + count);
    return capped.kept;
  };
  for (const file of change.files) {
    if (ports.signal.aborted) throw new CancelledError();
    const language = languageOf(file.path);
    if (!language || !covered.has(language)) {
      // With a model, the agents still review the file: it is only out of the static engine's reach.
      if (state.request.model === 'static') {
        unsupported.push({ path: file.path, reason: 'unsupported-language', detail: 'the static engine has no rules for this file type' });
      }
      continue;
    }
    candidates.push(...(await scan(file)));
  }
  // A generated marker the change added does not hide what would fail the gate (DESIGN §4).
  for (const file of change.gateOnly ?? []) {
    if (ports.signal.aborted) throw new CancelledError();
    const found = await scan(file);
    candidates.push(...(gate ? found.filter((finding) => isAtOrAbove(finding.severity, gate)) : []));
  }
  const durations = new Map(engine.timeByAgent());
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
    // Microseconds are plenty: the figure is for people, and a shorter number reads better in the report.
    static_durations_ms: Object.fromEntries([...durations].map(([agent, time]) => [agent, Math.round(time * 1000) / 1000])),
  };
}

