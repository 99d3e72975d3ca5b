import type { Dimension } from '../findings/finding.js';
import type { ReviewerName } from '../findings/agent-names.js';

/** A reviewer as data: what it looks at, how it reports, and its specialist instructions. */
export interface AgentDefinition {
  name: ReviewerName;
  /** One line: what this reviewer looks at (shown to the classifier and to the reviewer itself). */
  focus: string;
  /** The dimension of its findings when the model does not name one. */
  dimension: Dimension;
  /** The category of its findings when the model does not name one. */
  category: string;
  /** Whether its findings are usually mechanical to fix; when false, none of them is offered to a fixer. */
  autoFixable: boolean;
  /** What to look for, what not to report, and how to grade severity, for this specialty. */
  instructions: string;
  /** Extra instructions from the repository's config file (`agent-overrides`). */
  projectInstructions?: string;
  /** Overrides `min-confidence` for this reviewer's findings. */
  minConfidence?: number;
}
