import { suggestionFromEdits } from '../fix/suggestion-from-edit.js';
import type { Snapshot } from '../fix/workspace-editor.js';
import { openFixes, settlePending } from './fix-one.js';
import type { OpenFixes } from './fix-one.js';
import type { ReviewPorts } from './review-ports.js';
import type { FixLoop, ReviewState, StateUpdate } from './review-state.js';

/**
 * Delivers the verified fixes: `suggest` turns them into suggestions and leaves the working tree
 * exactly as it was found; `commit` pushes the iteration commits; `apply` (CLI --fix) leaves them in place.
 */
export async function fixFinish(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const fixes = await openFixes(ports);
  const loop = structuredClone(state.fix_loop) as FixLoop;
  await settlePending(fixes, loop);
  if (state.request.fix !== 'suggest') {
    if (state.request.fix === 'commit' && loop.commits.length > 0 && fixes.git) {
      ports.log.progress(`fix: pushing ${loop.commits.length} commit(s)`);
      await fixes.git.push();
    }
    const open = new Set(loop.current.map((finding) => finding.fingerprint));
    const keptFingerprints = new Set(loop.kept.map((kept) => kept.fingerprint));
    const fixed = state.findings.filter((finding) => keptFingerprints.has(finding.fingerprint) && !open.has(finding.fingerprint));
    // `apply` shows the working tree as the user now has it. `commit` is published on the reviewed head,
    // so it keeps the head's line numbers: the findings still open, where they were.
    const findings = state.request.fix === 'apply' ? loop.current : state.findings.filter((finding) => open.has(finding.fingerprint));
    return { findings, fixed_findings: fixed };
  }
  // The first snapshot of each file holds its original text: later fixes were taken on top of it.
  const snapshots = await loadKeptSnapshots(loop, fixes);
  const originals = new Map<string, string>();
  for (const file of snapshots.flat()) if (!originals.has(file.path)) originals.set(file.path, file.before.toString('utf8'));
  const findings = state.findings.map((finding) => {
    const kept = loop.kept.find((candidate) => candidate.fingerprint === finding.fingerprint);
    const suggestion = kept ? suggestionFromEdits(kept.edits, originals.get(finding.file)) : undefined;
    return suggestion ? { ...finding, suggestion } : finding;
  });
  await restoreSnapshots(snapshots, fixes);
  ports.log.progress(`fix: ${findings.filter((finding) => finding.suggestion).length} verified suggestions; working tree restored`);
  return { findings, fixed_findings: findings.filter((finding) => finding.suggestion) };
}

/**
 * A run stopping in the middle of the fix loop (cancelled, or failed) undoes the fix it was verifying
 * and, with fix: suggest, every kept fix too: the workspace is left as it was found. A resumed run
 * goes straight to delivering the verified fixes.
 */
export async function undoUnfinishedFixes(state: ReviewState, ports: ReviewPorts, reason: string): Promise<StateUpdate> {
  if (!ports.fixes || !state.fix_loop) return {};
  const fixes = await openFixes(ports);
  const loop = structuredClone(state.fix_loop);
  await settlePending(fixes, loop);
  if (state.request.fix === 'suggest') await restoreSnapshots(await loadKeptSnapshots(loop, fixes), fixes);
  return { fix_loop: { ...loop, queue: [], termination: loop.termination ?? reason } };
}

async function loadKeptSnapshots(loop: FixLoop, fixes: OpenFixes): Promise<Snapshot[][]> {
  const snapshots: Snapshot[][] = [];
  for (const kept of loop.kept) snapshots.push(await fixes.snapshots.load(kept.snapshot));
  return snapshots;
}

/** Newest first, so each file ends with the bytes it had before the first fix. */
async function restoreSnapshots(snapshots: readonly Snapshot[][], fixes: OpenFixes): Promise<void> {
  for (const files of [...snapshots].reverse()) await fixes.editor.restore(files);
}
