import type { AgentDefinition } from '../agents/agent-definition.js';
import { kebabCase } from '../text/kebab-case.js';
import type { ReplyIssue } from '../agents/review-response.js';
import { candidateFinding } from '../findings/candidate-finding.js';
import type { CandidateFinding } from '../findings/finding.js';

/** A reply's issue as a candidate finding of `agent`; what the model left out comes from the agent's defaults. */
export function candidateFromReply(issue: ReplyIssue, agent: AgentDefinition): CandidateFinding {
  const category = kebabCase(issue.category ?? agent.category) || agent.category;
  return candidateFinding({
    agent: agent.name,
    dimension: issue.dimension ?? agent.dimension,
    severity: issue.severity,
    // Grammar-constrained replies keep the type but not the bounds (5e9 has been seen): clamped, and counted.
    confidence: Math.min(100, Math.max(0, issue.confidence)),
    category,
    file: issue.file,
    line: issue.line,
    end_line: issue.end_line || undefined,
    code_snippet: issue.code_snippet || undefined,
    evidence: issue.evidence || undefined,
    description: issue.description,
    recommendation: issue.recommendation ?? '',
    fix_example: issue.fix_example || undefined,
    // An agent whose findings need judgement (tests, type design) never offers them to a fixer.
    auto_fixable: agent.autoFixable && issue.auto_fixable === true,
    source: 'llm',
  });
}
