import { BUILT_IN_AGENTS } from '../src/agents/built-in-agents.js';
import type { ReplyIssue } from '../src/agents/review-response.js';
import { candidateFinding } from '../src/findings/candidate-finding.js';
import { CandidateFindingSchema } from '../src/findings/finding.js';
import { candidateFromReply } from '../src/orchestrator/candidate-from-reply.js';

describe('candidateFinding', () => {
  it('leaves out optional fields given as undefined and orders the rest as the schema does', () => {
    const finding = candidateFinding({
      source: 'analyzer',
      auto_fixable: false,
      recommendation: '',
      description: 'unused variable',
      end_line: undefined,
      line: 4,
      file: 'src/a.ts',
      rule_id: 'eslint/no-unused-vars',
      category: 'maintainability',
      confidence: 90,
      severity: 'low',
      dimension: 'readability',
      agent: 'eslint',
      column: undefined,
    });
    expect(Object.keys(finding)).toEqual([
      'agent',
      'dimension',
      'severity',
      'confidence',
      'category',
      'rule_id',
      'file',
      'line',
      'description',
      'recommendation',
      'auto_fixable',
      'source',
    ]);
    expect(CandidateFindingSchema.parse(finding)).toEqual(finding);
  });

  it('makes a model reply finding: empty fields dropped, confidence clamped, category kebab-cased, agent defaults filled', () => {
    const issue = {
      severity: 'high',
      confidence: 5e9,
      category: 'Error Handling!',
      file: 'src/a.ts',
      line: 3,
      end_line: null,
      code_snippet: '',
      evidence: 'load();',
      description: 'The rejection is lost.',
      auto_fixable: true,
    } as unknown as ReplyIssue;
    const agent = BUILT_IN_AGENTS['silent-failure-hunter'];
    expect(candidateFromReply(issue, agent)).toEqual({
      agent: 'silent-failure-hunter',
      dimension: agent.dimension,
      severity: 'high',
      confidence: 100,
      category: 'error-handling',
      file: 'src/a.ts',
      line: 3,
      evidence: 'load();',
      description: 'The rejection is lost.',
      recommendation: '',
      auto_fixable: agent.autoFixable,
      source: 'llm',
    });
  });
});
