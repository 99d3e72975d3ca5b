import { AGENT_NAMES } from '../src/findings/agent-names.js';
import { changeFacts, checkClassification, coverageFloor } from '../src/agents/coverage-floor.js';

const all = [...AGENT_NAMES];

describe('coverage floor', () => {
  it('gives a source change the code-reviewer and the silent-failure-hunter, then the agents the facts point at up to min-required-agents', () => {
    const facts = changeFacts(['src/api.ts', 'src/api.test.ts'], []);
    expect(coverageFloor(facts, all, 4).agents).toEqual(['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer']);
    expect(coverageFloor(facts, all, 2).agents).toEqual(['code-reviewer', 'silent-failure-hunter', 'test-analyzer']);
  });

  it('takes the type-design-analyzer before the comment-analyzer for typed code, counts code the static engine cannot parse as source, and keeps to the selected agents', () => {
    expect(coverageFloor(changeFacts(['cmd/main.go'], []), all, 5).agents).toEqual([
      'code-reviewer',
      'silent-failure-hunter',
      'code-simplifier',
      'test-analyzer',
      'type-design-analyzer',
    ]);
    expect(coverageFloor(changeFacts(['lib/app.rb'], []), all, 5).agents).toEqual([
      'code-reviewer',
      'silent-failure-hunter',
      'code-simplifier',
      'test-analyzer',
      'comment-analyzer',
    ]);
    expect(coverageFloor(changeFacts(['src/app.py'], []), ['code-reviewer', 'comment-analyzer'], 4).agents).toEqual(['code-reviewer', 'comment-analyzer']);
  });

  it('asks less of a change without source code, but never nothing', () => {
    expect(coverageFloor(changeFacts(['README.md'], []), all, 4).agents).toEqual(['comment-analyzer']);
    expect(coverageFloor(changeFacts(['package.json'], []), all, 4).agents).toEqual(['code-reviewer']);
    expect(coverageFloor(changeFacts(['package.json'], [{ file: 'package.json', agent: 'silent-failure-hunter' }]), all, 4).agents).toEqual([
      'silent-failure-hunter',
    ]);
  });

  it('overrules a kind that denies changed source code and adds back the floor, leaving a classification within the floor alone', () => {
    const facts = changeFacts(['src/a.ts', 'src/b.ts', 'docs/a.md'], []);
    const floor = coverageFloor(facts, all, 4);
    const lazy = checkClassification({ kind: 'docs', agents: [] }, facts, floor, all);
    expect(lazy.kind).toBe('mixed');
    expect(lazy.agents).toEqual(floor.agents);
    expect(lazy.overruled).toMatch(
      /^kind 'docs' contradicts 2 changed source files \(src\/a\.ts, src\/b\.ts\); taken as 'mixed'\. no agent was chosen; added code-reviewer/,
    );
    const fair = checkClassification({ kind: 'code', agents: all }, facts, floor, all);
    expect(fair).toEqual({ kind: 'code', agents: all });
  });
});
