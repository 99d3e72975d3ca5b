import { CandidateFindingSchema } from '../src/findings/finding.js';
import type { Language } from '../src/rules/language.js';
import type { RuleDefinition } from '../src/rules/rule-definition.js';
import { CHANGE_RULES, RULE_IDS, RULES } from '../src/rules/rule-registry.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

const EXTENSION: Record<Language, string> = { typescript: 'ts', tsx: 'tsx', javascript: 'js', python: 'py', go: 'go' };

/** A path the rule looks at, in its first language. */
function examplePath(rule: RuleDefinition): string {
  const extension = EXTENSION[rule.languages[0] ?? 'typescript'];
  return rule.files === 'test' ? `__tests__/example.test.${extension}` : `src/example.${extension}`;
}

function scanExample(engine: StaticEngine, rule: RuleDefinition, content: string) {
  const lineCount = content.split('\n').length;
  const changedLines = new Set(Array.from({ length: lineCount }, (_, index) => index + 1));
  return engine.scanFile({ path: examplePath(rule), content, changedLines });
}

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine();
});

describe.each(RULES.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
  it('has examples both ways', () => {
    expect(rule.examples.match.length).toBeGreaterThan(0);
    expect(rule.examples.noMatch.length).toBeGreaterThan(0);
  });

  it.each(rule.examples.match.map((example) => [example]))('reports %j', (example) => {
    const findings = scanExample(engine, rule, example).filter((finding) => finding.rule_id === rule.id);
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(CandidateFindingSchema.parse(finding)).toEqual(finding);
      expect(finding.description).not.toMatch(/\{\{/);
    }
  });

  it.each(rule.examples.noMatch.map((example) => [example]))('ignores %j', (example) => {
    expect(scanExample(engine, rule, example).filter((finding) => finding.rule_id === rule.id)).toEqual([]);
  });
});

it('rule ids are unique and namespaced', () => {
  const ids = [...RULES, ...CHANGE_RULES].map((rule) => rule.id);
  expect(RULE_IDS.size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z-]+\/[a-z-]+$/);
});

it('every agent has at least two file rules for TypeScript and JavaScript', () => {
  for (const agent of new Set(RULES.map((rule) => rule.agent))) {
    const own = RULES.filter((rule) => rule.agent === agent);
    expect(own.filter((rule) => rule.languages.includes('typescript')).length).toBeGreaterThanOrEqual(2);
  }
  expect(new Set(RULES.map((rule) => rule.agent)).size).toBe(6);
});
