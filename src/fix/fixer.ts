import type { Finding } from '../findings/finding.js';
import type { TokenUsage } from '../llm/token-usage.js';
import type { FailureKind } from '../verify/classify-failure.js';
import { editBetween } from './file-edit.js';
import type { ProposedFix } from './file-edit.js';

/** Why the previous attempt was rolled back: the fixer's one REPAIR retry gets this context. */
export interface RepairContext {
  kind: FailureKind;
  check: string;
  output: string;
  previous: ProposedFix;
}

export interface FixRequest {
  finding: Finding;
  /** The file's current text in the working tree. */
  content: string;
  repair?: RepairContext;
}

/** What a fixer offers for one finding: maybe a fix, and what asking a model cost. */
interface FixProposal {
  fix?: ProposedFix;
  usage?: TokenUsage;
}

/** Proposes edits for one finding: the static rules' autofixes, or the fixer agent. */
export interface Fixer {
  propose(request: FixRequest, signal: AbortSignal): Promise<FixProposal>;
}

/** Mechanical fixes from the static rules; a repair retry has nothing new to offer, so it gives up. */
export function createStaticFixer(): Fixer {
  return {
    async propose({ finding, content, repair }) {
      if (repair || finding.source !== 'static') return {};
      // The rules' code loads with the first fix, not with every review.
      const { autofixFor } = await import('../rules/autofix-for.js');
      const fixed = autofixFor(finding, content);
      const edit = fixed === undefined ? undefined : editBetween(finding.file, content, fixed);
      return edit ? { fix: { fingerprint: finding.fingerprint, source: 'static', edits: [edit] } } : {};
    },
  };
}

/** The first fixer with a fix wins: mechanical autofixes before the fixer agent. */
export function firstFixer(...fixers: readonly Fixer[]): Fixer {
  return {
    async propose(request, signal) {
      for (const fixer of fixers) {
        const proposal = await fixer.propose(request, signal);
        if (proposal.fix || proposal.usage) return proposal;
      }
      return {};
    },
  };
}
