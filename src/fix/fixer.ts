import type { Finding } from '../findings/finding.js';
import { autofixFor } from '../rules/static-engine.js';
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

/** Proposes edits for one finding: the static rules' autofixes, or the fixer agent. */
export interface Fixer {
  propose(request: FixRequest, signal: AbortSignal): Promise<ProposedFix | undefined>;
}

/** Mechanical fixes from the static rules; a repair retry has nothing new to offer, so it gives up. */
export function createStaticFixer(): Fixer {
  return {
    async propose({ finding, content, repair }) {
      if (repair || finding.source !== 'static') return undefined;
      const fixed = autofixFor(finding, content);
      const edit = fixed === undefined ? undefined : editBetween(finding.file, content, fixed);
      return edit ? { fingerprint: finding.fingerprint, source: 'static', edits: [edit] } : undefined;
    },
  };
}
