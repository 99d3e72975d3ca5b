import type { Finding } from '../findings/finding.js';
import { suggestionFromEdits } from '../fix/suggestion-from-edit.js';
import type { Snapshot } from '../fix/workspace-editor.js';
import { openFixes, settlePending } from './fix-one.js';
import type { OpenFixes } from './fix-one.js';
import type { ReviewPorts } from './review-ports.js';
import type { FixLoop, ReviewState, StateUpdate } from '../review-state/review-state.js';

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
    return { findings: await withUnverifiedSuggestions(findings, loop, fixes, new Map()), fixed_findings: fixed };
  }
  // The first snapshot of each file holds its original text: later fixes were taken on top of it.
  const snapshots = await loadKeptSnapshots(loop, fixes);
  const originals = new Map<string, string>();
  for (const file of snapshots.flat()) if (!originals.has(file.path)) originals.set(file.path, file.before.toString('utf8'));
  const verified = state.findings.map((finding) => {
    const kept = loop.kept.find((candidate) => candidate.fingerprint === finding.fingerprint);
    const suggestion = kept ? suggestionFromEdits(kept.edits, originals.get(finding.file)) : undefined;
    return suggestion ? { ...finding, suggestion: { ...suggestion, verified: true as const } } : finding;
  });
  const findings = await withUnverifiedSuggestions(verified, loop, fixes, originals);
  await restoreSnapshots(snapshots, fixes);
  const fixed = findings.filter((finding) => finding.suggestion?.verified);
  const unverified = findings.filter((finding) => finding.suggestion && !finding.suggestion.verified).length;
  ports.log.progress(
    `fix: ${fixed.length} verified suggestions${unverified > 0 ? `, ${unverified} unverified (no check covers their file)` : ''}; working tree restored`,
  );
  return { findings, fixed_findings: fixed };
}

/**
 * The fixes the checks passed with but no check covers, as suggestions that say so. Such a fix was
 * rolled back at once, and no fix of a file no check covers is ever kept, so the file's text now (or
 * its first kept snapshot, `originals`) is the text the fix was made on.
 */
async function withUnverifiedSuggestions(
  findings: readonly Finding[],
  loop: FixLoop,
  fixes: OpenFixes,
  originals: ReadonlyMap<string, string>,
): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const finding of findings) {
    const unverified = finding.suggestion ? undefined : loop.unverified?.find((candidate) => candidate.fingerprint === finding.fingerprint);
    const original = unverified ? (originals.get(finding.file) ?? (await fixes.editor.read(finding.file))) : undefined;
    const suggestion = unverified ? suggestionFromEdits(unverified.edits, original) : undefined;
    out.push(suggestion && unverified ? { ...finding, suggestion: { ...suggestion, unverified_reason: unverified.reason } } : finding);
  }
  return out;
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
