import { readFileSync } from 'node:fs';
import { CandidateFindingSchema } from '../src/findings/finding.js';
import type { Language } from '../src/diff/language.js';
import type { ChangeExample, RuleDefinition } from '../src/rules/rule-definition.js';
import { RULES } from '../src/rules/rule-registry.js';
import { CHANGE_RULES, RULE_IDS } from '../src/rules/rule-selection.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

const SOURCE_PATH: Record<Language, string> = {
  typescript: 'src/example.ts',
  tsx: 'src/example.tsx',
  javascript: 'src/example.js',
  python: 'src/example.py',
  go: 'pkg/example.go',
};
const TEST_PATH: Record<Language, string> = {
  typescript: '__tests__/example.test.ts',
  tsx: '__tests__/example.test.tsx',
  javascript: '__tests__/example.test.js',
  python: 'tests/test_example.py',
  go: 'pkg/example_test.go',
};

/** A path the rule looks at, in its first language (examples are written in it). */
function examplePath(rule: RuleDefinition): string {
  const language = rule.languages[0] ?? 'typescript';
  return rule.files === 'test' ? TEST_PATH[language] : SOURCE_PATH[language];
}

/** The lines of `after` kept from `before` (a longest common subsequence), as after-line → before-line. */
function keptLines(before: readonly string[], after: readonly string[]): Map<number, number> {
  const longest = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      longest[i]![j] = before[i] === after[j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const kept = new Map<number, number>();
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (before[i] === after[j]) kept.set(++j, ++i);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return kept;
}

function scanExample(engine: StaticEngine, rule: RuleDefinition, example: string | ChangeExample) {
  const content = typeof example === 'string' ? example : example.after;
  const lineCount = content.split('\n').length;
  const all = Array.from({ length: lineCount }, (_, index) => index + 1);
  const facts = rule.examples.facts ?? {};
  if (typeof example === 'string') return engine.scanFile({ path: examplePath(rule), content, changedLines: new Set(all), facts });
  const kept = keptLines(example.before.split('\n'), content.split('\n'));
  const before = { text: example.before, lineBefore: (line: number) => kept.get(line) };
  return engine.scanFile({ path: examplePath(rule), content, changedLines: new Set(all.filter((line) => !kept.has(line))), before, facts });
}

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine();
});

describe.each(RULES.map((rule) => [`${rule.id} (${rule.languages[0] ?? '?'})`, rule] as const))('%s', (_id, rule) => {
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
      expect(finding.recommendation).not.toMatch(/\{\{/);
    }
  });

  it.each(rule.examples.noMatch.map((example) => [example] as const))('ignores %j', (example) => {
    expect(scanExample(engine, rule, example).filter((finding) => finding.rule_id === rule.id)).toEqual([]);
  });
});

it('rule ids are namespaced, and one id names one problem: the same agent and dimension, one definition per language', () => {
  for (const id of RULE_IDS) expect(id).toMatch(/^[a-z-]+\/[a-z-]+$/);
  for (const id of RULE_IDS) {
    const definitions = RULES.filter((rule) => rule.id === id);
    const languages = definitions.flatMap((rule) => rule.languages);
    expect(new Set(languages).size).toBe(languages.length);
    expect(new Set(definitions.map((rule) => `${rule.agent}/${rule.dimension}/${rule.category}`)).size).toBeLessThanOrEqual(1);
  }
  expect(CHANGE_RULES.every((rule) => !RULES.some((fileRule) => fileRule.id === rule.id))).toBe(true);
});

it('every agent has at least two file rules for TypeScript and at least one for Python', () => {
  for (const agent of new Set(RULES.map((rule) => rule.agent))) {
    const own = RULES.filter((rule) => rule.agent === agent);
    expect(own.filter((rule) => rule.languages.includes('typescript')).length).toBeGreaterThanOrEqual(2);
    expect(own.filter((rule) => rule.languages.includes('python')).length).toBeGreaterThanOrEqual(1);
  }
  expect(new Set(RULES.map((rule) => rule.agent)).size).toBe(6);
});

it('Go is covered by every agent except type design, which has nothing to add to the compiler there', () => {
  const agents = new Set(RULES.filter((rule) => rule.languages.includes('go')).map((rule) => rule.agent));
  expect([...agents].sort()).toEqual(['code-reviewer', 'code-simplifier', 'comment-analyzer', 'silent-failure-hunter', 'test-analyzer']);
});

it('docs/rules.md documents every rule id, so users can find what to disable or suppress', () => {
  const documentation = readFileSync(new URL('../docs/rules.md', import.meta.url), 'utf8');
  const undocumented = [...RULE_IDS].filter((id) => !documentation.includes(`## \`${id}\``));
  expect(undocumented).toEqual([]);
});
