import { addedLines } from '../diff/line-index.js';
import { checkRegressions } from '../fix/check-regressions.js';
import type { ProposedFix } from '../fix/file-edit.js';
import type { RepairContext } from '../fix/fixer.js';
import type { ChangeSet, DiffFile } from '../diff/diff-model.js';
import { shiftLines, shiftLinesInBase } from '../fix/shift-lines.js';
import { fileBeforeChange } from '../rules/file-before-change.js';
import { linesInBase } from '../rules/lines-in-base.js';
import type { LinesInBase } from '../rules/lines-in-base.js';
import type { WorkspaceEditor } from '../fix/workspace-editor.js';
import type { CheckName, CheckResult, VerificationResult } from '../verify/check-result.js';
import { describeCheck } from '../report/describe-check.js';
import { classifyFailure } from '../verify/classify-failure.js';
import { runChecks } from '../verify/run-checks.js';
import { addCallerUsage } from '../review-state/caller-usage.js';
import { CancelledError } from './cancelled-error.js';
import { findUncoveredFiles } from './probe-coverage.js';
import type { FixPorts } from '../fix/fix-ports.js';
import type { ReviewPorts } from './review-ports.js';
import type { FixLoop, ReviewState, StateUpdate } from '../review-state/review-state.js';

/** `unverified`: the checks passed with the fix, but none of them covers a file it changes (`reason` names them). */
type Attempt =
  | { kept: true; verification: VerificationResult }
  | { kept: false; reason: string; refused: boolean; unverified?: boolean; repair?: RepairContext; verification?: VerificationResult };

/**
 * One fix: propose → apply → verify → keep or roll back, with one REPAIR retry that knows why the
 * first attempt failed. The files' old bytes are logged before anything is written, so a run killed
 * mid-verification rolls the edit back when it resumes.
 */
export async function fixOne(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const fixes = await openFixes(ports);
  const loop = structuredClone(state.fix_loop) as FixLoop;
  await settlePending(fixes, loop);
  const fingerprint = loop.queue.shift();
  const finding = loop.current.find((candidate) => candidate.fingerprint === fingerprint);
  if (!fingerprint || !finding) return { fix_loop: loop };
  loop.attempted.push(fingerprint);
  const stats = iterationStats(loop);

  const content = await fixes.editor.read(finding.file);
  let usage = state.usage;
  const ask = async (repair?: RepairContext) => {
    if (content === undefined) return undefined;
    const proposal = await fixes.fixer.propose({ finding, content, ...(repair ? { repair } : {}) }, ports.signal);
    if (proposal.usage && ports.model) usage = addCallerUsage(usage, ports.model, 'fixer', proposal.usage);
    return proposal.fix;
  };
  let proposal = await ask();
  let outcome = proposal ? await tryFix(state, ports, fixes, loop, proposal) : undefined;
  // REPAIR: one more proposal, told why the first one was rolled back.
  if (outcome && !outcome.kept && outcome.repair && !ports.signal.aborted) {
    ports.log.progress(`fix ${finding.id}: ${outcome.reason}; asking for a repair`);
    const repaired = await ask(outcome.repair);
    if (repaired) {
      proposal = repaired;
      outcome = await tryFix(state, ports, fixes, loop, repaired);
    }
  }
  if (ports.signal.aborted) throw new CancelledError();
  const withUsage = usage ? { usage } : {};
  if (!outcome) {
    ports.log.event('REVIEW_FIX_ITERATION', { iteration: loop.iteration, finding: finding.id, result: 'no fix proposed' });
    return { fix_loop: loop, ...withUsage };
  }
  if (outcome.kept || !outcome.refused) stats.applied += 1;
  if (outcome.verification) stats.verification = outcome.verification;
  if (outcome.kept && proposal) {
    const name = `${loop.iteration}-${loop.kept.length + 1}`;
    const pending = await fixes.snapshots.readPending();
    if (pending) await fixes.snapshots.keep(name, pending);
    loop.kept.push({ fingerprint, iteration: loop.iteration, source: proposal.source, edits: proposal.edits, snapshot: name });
    const change = await ports.changes.load();
    const texts = new Map(pending?.snapshots.map((snapshot) => [snapshot.path, snapshot.before.toString('utf8')]));
    const baseRuns = (loop.lines_in_base ??= {});
    for (const edit of proposal.edits) {
      const before = texts.get(edit.path) ?? '';
      const known = loop.changed_lines[edit.path];
      const diffFile = change.files.find((file) => file.path === edit.path);
      const lines = known ? new Set(known) : diffFile ? addedLines(diffFile) : new Set<number>();
      loop.changed_lines[edit.path] = [...shiftLines(before, edit, lines)].sort((a, b) => a - b);
      baseRuns[edit.path] = shiftLinesInBase(before, edit, baseRuns[edit.path] ?? linesInBaseAtHead(change, diffFile, edit.path, before));
      texts.set(
        edit.path,
        before.replace(edit.search, () => edit.replace),
      );
    }
    stats.kept += 1;
    ports.log.progress(`fix ${finding.id}: kept (verified)`);
  } else if (!outcome.kept && outcome.unverified && proposal) {
    loop.unverified = [
      ...(loop.unverified ?? []),
      { fingerprint, iteration: loop.iteration, source: proposal.source, edits: proposal.edits, reason: outcome.reason },
    ];
    stats.unverified = (stats.unverified ?? 0) + 1;
    ports.log.progress(`fix ${finding.id}: not verified — ${outcome.reason}; rolled back, shown as an unverified suggestion`);
  } else if (!outcome.kept) {
    (outcome.refused ? loop.refused : loop.rolled_back).push({
      fingerprint,
      reason: outcome.reason,
      ...(outcome.repair ? { failure: outcome.repair.kind } : {}),
    });
    if (outcome.refused) stats.refused += 1;
    else stats.rolled_back += 1;
    ports.log.progress(`fix ${finding.id}: ${outcome.refused ? 'refused' : 'rolled back'} — ${outcome.reason}`);
  }
  ports.log.event('REVIEW_FIX_ITERATION', { iteration: loop.iteration, finding: finding.id, kept: outcome.kept });
  return { fix_loop: loop, ...withUsage };
}

/**
 * The lines of a file as the review read it that the pull request kept from its base: from its diff from the
 * base (in an incremental review, not the reviewed diff). None when that diff is unknown or does not fit.
 */
function linesInBaseAtHead(change: ChangeSet, reviewed: DiffFile | undefined, path: string, text: string): LinesInBase {
  const fromBase = change.sinceBase ? change.sinceBase.find((file) => file.path === path) : reviewed;
  const base = fromBase && fileBeforeChange(fromBase, text);
  return base ? linesInBase(base.lineBefore, text.split('\n').length) : [];
}

async function tryFix(state: ReviewState, ports: ReviewPorts, fixes: OpenFixes, loop: FixLoop, proposal: ProposedFix): Promise<Attempt> {
  const planned = await fixes.editor.plan(proposal.edits, proposal.source);
  if (!planned.ok) return { kept: false, refused: true, reason: planned.reason };
  await fixes.snapshots.writePending({ fingerprint: proposal.fingerprint, snapshots: planned.plan.snapshots });
  await fixes.editor.write(planned.plan);
  const paths = proposal.edits.map((edit) => edit.path);
  ports.log.progress(`fix: verifying ${paths.join(', ')}`);
  const verification = await runChecks(ports.commands, checkOptions(state, ports, state.request.commands));
  const baseline = state.verification ?? verification;
  const regressions = checkRegressions(baseline, verification);
  if (regressions.length === 0 && !ports.signal.aborted) {
    // Still under the pending snapshot: a run killed mid-probe puts the files back as they were before the fix.
    const coverage = (loop.coverage ??= []);
    const uncovered = await findUncoveredFiles(paths, baseline, coverage, (path, check) => probeCoverage(state, ports, fixes, path, check));
    if (uncovered?.length === 0) return { kept: true, verification };
    if (uncovered) {
      await fixes.editor.restore(planned.plan.snapshots);
      await fixes.snapshots.clearPending();
      return { kept: false, refused: false, unverified: true, reason: `no check covers ${uncovered.join(', ')}`, verification };
    }
  }
  await fixes.editor.restore(planned.plan.snapshots);
  await fixes.snapshots.clearPending();
  const check = regressions[0] ?? 'tests';
  const result = verification[check];
  const output = result.output_tail ?? '';
  const kind = classifyFailure({ timedOut: result.status === 'timeout', output });
  return {
    kept: false,
    refused: false,
    reason: `${check} ${result.status} after the fix (${kind})`,
    repair: { kind, check, output, previous: proposal },
    verification,
  };
}

function checkOptions(state: ReviewState, ports: ReviewPorts, commands: ReviewState['request']['commands']) {
  return {
    commands,
    allowRisky: state.request.allow_risky_commands,
    withheld: state.request.commands_withheld,
    timeoutMs: state.request.command_timeout_ms,
    signal: ports.signal,
  };
}

/**
 * Does `check` read `path`? It runs once with the file made unparseable, and the file gets its exact
 * bytes back whatever happens. Only a failure counts: a check that passes, or times out, with the
 * file broken has not shown that it reads it.
 */
async function probeCoverage(state: ReviewState, ports: ReviewPorts, fixes: OpenFixes, path: string, check: CheckName): Promise<boolean | undefined> {
  const planned = await fixes.editor.planUnparseable(path);
  if (!planned.ok) return false;
  ports.log.progress(`fix: probing whether the ${check} check covers ${path} (running it with the file made unparseable)`);
  let result: CheckResult;
  try {
    await fixes.editor.write(planned.plan);
    result = (await runChecks(ports.commands, checkOptions(state, ports, { [check]: state.request.commands[check] })))[check];
  } finally {
    await fixes.editor.restore(planned.plan.snapshots);
  }
  if (ports.signal.aborted) return undefined;
  const covered = result.status === 'failed';
  const how = covered ? 'it fails with the file unparseable' : `it ${describeCheck(result)} with the file unparseable`;
  ports.log.progress(`fix: the ${check} check ${covered ? 'covers' : 'does not cover'} ${path} (${how})`);
  return covered;
}

/** A fix written but not recorded (the run was killed): undo it, unless the state shows it was kept. */
export async function settlePending(fixes: OpenFixes, loop: FixLoop): Promise<void> {
  const pending = await fixes.snapshots.readPending();
  if (!pending) return;
  if (!loop.kept.some((kept) => kept.fingerprint === pending.fingerprint)) await fixes.editor.restore(pending.snapshots);
  await fixes.snapshots.clearPending();
}

function iterationStats(loop: FixLoop): FixLoop['iterations'][number] {
  let stats = loop.iterations.find((entry) => entry.iteration === loop.iteration);
  if (!stats) {
    stats = { iteration: loop.iteration, applied: 0, kept: 0, rolled_back: 0, refused: 0 };
    loop.iterations.push(stats);
  }
  return stats;
}

/** The fix ports with the editor opened on this change's files. */
export type OpenFixes = Omit<FixPorts, 'openEditor'> & { editor: WorkspaceEditor };

export async function openFixes(ports: ReviewPorts): Promise<OpenFixes> {
  if (!ports.fixes) throw new Error('the fix loop needs the workspace editor, snapshots and a fixer');
  const change = await ports.changes.load();
  const changedPaths = new Set(change.files.filter((file) => file.status !== 'deleted').map((file) => file.path));
  return { ...ports.fixes, editor: ports.fixes.openEditor(changedPaths) };
}
