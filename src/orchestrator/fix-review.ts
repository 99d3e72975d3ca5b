import { decideConvergence } from '../fix/decide-convergence.js';
import type { CandidateFinding, Finding } from '../findings/finding.js';
import { anchorFindings } from '../findings/anchor-findings.js';
import { mergeFindings } from '../findings/merge-findings.js';
import { lineInBaseFrom } from '../rules/lines-in-base.js';
import { describeTermination } from '../report/describe-fix-loop.js';
import { createTreeFactsReader } from '../rules/tree-facts.js';
import { fixableFindings, MAX_FIXES_PER_ITERATION } from './fixable-findings.js';
import { openFixes, settlePending } from './fix-one.js';
import type { ReviewPorts } from './review-ports.js';
import type { FixLoop, ReviewState, StateUpdate } from '../review-state/review-state.js';

/**
 * Ends an iteration: the reviewers look again at the files fixed in it, and convergence is decided on
 * finding identity. An iteration that raised the number of findings is rolled back whole.
 */
export async function fixReview(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const fixes = await openFixes(ports);
  const loop = structuredClone(state.fix_loop) as FixLoop;
  await settlePending(fixes, loop);
  const keptNow = loop.kept.filter((kept) => kept.iteration === loop.iteration);
  const touched = new Set(keptNow.flatMap((kept) => kept.edits.map((edit) => edit.path)));
  let current = loop.current;
  if (touched.size > 0) {
    const files = [];
    // The same facts the first pass read (a Go file's module version), from the working tree the fixes edit.
    const treeFacts = createTreeFactsReader((path) => fixes.editor.read(path));
    for (const path of touched) {
      const content = await fixes.editor.read(path);
      if (content !== undefined) {
        const facts = await treeFacts.factsFor(path, content);
        files.push({
          path,
          content,
          changedLines: new Set(loop.changed_lines[path] ?? []),
          lineInBase: lineInBaseFrom(loop.lines_in_base?.[path] ?? []),
          facts,
        });
      }
    }
    const rescanned = await fixes.reReview(files);
    const unchanged = loop.current.filter((finding) => !touched.has(finding.file)).map(asCandidate);
    // The re-review is the static engine's: a model's findings in a fixed file stay open, unless their own
    // fix was kept, and follow their code to its new line.
    const fixedNow = new Set(keptNow.map((kept) => kept.fingerprint));
    const carried = loop.current.filter((finding) => touched.has(finding.file) && finding.source !== 'static' && !fixedNow.has(finding.fingerprint));
    const lines = new Map(files.map((file) => [file.path, new Map(file.content.split('\n').map((text, index) => [index + 1, text]))]));
    const { anchored } = anchorFindings(carried.map(asCandidate), lines);
    current = mergeFindings([...unchanged, ...anchored, ...rescanned], state.request.min_confidence).findings;
  }
  const fixable = fixableFindings(current, loop.attempted, state.request.fix_only?.fingerprint);
  loop.history.push({ open: current.map((finding) => finding.fingerprint), fixable: fixable.length });
  const decision = decideConvergence(loop.history, state.request.max_review_iterations);
  const stats = loop.iterations.find((entry) => entry.iteration === loop.iteration);
  if (stats) stats.open_after = current.length;

  if (decision === 'issues_increased') {
    for (const kept of [...keptNow].reverse()) await fixes.editor.restore(await fixes.snapshots.load(kept.snapshot));
    loop.kept = loop.kept.filter((kept) => kept.iteration !== loop.iteration);
    loop.rolled_back.push(...keptNow.map((kept) => ({ fingerprint: kept.fingerprint, reason: 'its iteration raised the number of findings' })));
  } else {
    loop.current = current;
    if (keptNow.length > 0 && state.request.fix === 'commit' && fixes.git) {
      const message = `Apply ${keptNow.length} verified Sextant fix${keptNow.length === 1 ? '' : 'es'} (iteration ${loop.iteration})`;
      loop.commits.push(await fixes.git.commit([...touched].sort(), message));
    }
  }
  if (decision) {
    loop.termination = decision;
  } else {
    loop.iteration += 1;
    loop.queue = fixable.slice(0, MAX_FIXES_PER_ITERATION).map((finding) => finding.fingerprint);
  }
  ports.log.event('REVIEW_CONVERGENCE', { iteration: loop.history.length - 1, open: current.length, fixable: fixable.length, decision });
  ports.log.progress(
    `fix iteration ${loop.history.length - 1}: ${keptNow.length} kept, ${current.length} open${decision ? ` — ${describeTermination(decision)}` : ''}`,
  );
  return { fix_loop: loop };
}

function asCandidate(finding: Finding): CandidateFinding {
  const { id: _id, fingerprint: _fingerprint, also_reported_by: _also, suggestion: _suggestion, ...candidate } = finding;
  return candidate;
}
