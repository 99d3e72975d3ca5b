import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CandidateFinding } from '../../src/findings/finding.js';
import { RULE_IDS } from '../../src/rules/rule-selection.js';
import { createStaticEngine } from '../../src/rules/static-engine.js';
import { FAKE_CREDENTIALS, score } from '../../__tests__/support/score-corpus.js';
import type { Score } from '../../__tests__/support/score-corpus.js';

/**
 * The planted-bug measurement: small source files (`cases/<language>/<path>`) with bugs planted on
 * purpose and clean look-alikes next to them, declared in `manifest.json`. Each file is scanned as a
 * change that adds every line; every finding of a scored rule at the default confidence threshold
 * either lands on a declared bug of its class (true positive) or is a false positive.
 */

/** What a user sees by default: the `min-confidence` default. */
export const REPORTED_CONFIDENCE = 80;

/** The rules that report each planted class. A class is a kind of bug, not a rule: several rules may share one. */
export const RULES_OF_CLASS: Readonly<Record<string, readonly string[]>> = {
  'sql-injection': ['review/sql-injection'],
  'shell-injection': ['review/shell-injection'],
  'code-eval': ['review/eval'],
  'leaked-credential': ['review/leaked-credential', 'review/hardcoded-secret'],
  'debug-leftover': ['review/debugger', 'review/console-log', 'review/debug-print'],
  'empty-catch': ['silent-failure/empty-catch', 'silent-failure/bare-except'],
  'fallback-catch': [
    'silent-failure/made-up-fallback',
    'silent-failure/log-only-catch',
    'silent-failure/log-only-error-check',
    'silent-failure/empty-error-check',
  ],
  'broad-suppress': ['silent-failure/broad-suppress'],
  'ignored-error': ['silent-failure/ignored-error', 'silent-failure/unchecked-error'],
  'swallowed-rejection': ['silent-failure/swallowed-rejection'],
  'print-only-test': ['test/no-assertion'],
  'focused-test': ['test/focused-test'],
  'skipped-test': ['test/skipped-test'],
  'sleep-in-test': ['test/sleep-in-test'],
  'nested-ternary': ['simplify/nested-ternary'],
  'todo-without-owner': ['comment/todo-without-issue'],
  'mutable-default': ['review/mutable-default-argument'],
};

export interface PlantedCase {
  /** Path under `cases/`: the language folder, then the path the file has in its project. */
  file: string;
  line: number;
  /** Last line of the construct, when it spans several (a catch block, a query built then run). */
  endLine?: number;
  class: string;
  /** `bug`: planted, must be reported. `clean`: a look-alike, must not be. */
  kind: 'bug' | 'clean';
}

export interface ScoredFinding {
  file: string;
  line: number;
  rule: string;
  class: string;
  confidence: number;
}

export type PlantedScore = Score;

export interface PlantedResults {
  cases: readonly PlantedCase[];
  byClass: Map<string, PlantedScore>;
  overall: PlantedScore;
  missed: PlantedCase[];
  falsePositives: ScoredFinding[];
  /** Findings of rules outside every class (style, typing): shown, not scored. */
  unscored: ScoredFinding[];
}

const classOfRule = new Map(Object.entries(RULES_OF_CLASS).flatMap(([name, rules]) => rules.map((rule) => [rule, name] as const)));

/** Reads and checks the manifest: every class is known, every line exists and holds code. */
export function readManifest(folder: string): PlantedCase[] {
  const cases = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as PlantedCase[];
  for (const [rule] of classOfRule) if (!RULE_IDS.has(rule)) throw new Error(`planted-bug classes name an unknown rule id '${rule}'`);
  for (const entry of cases) {
    const where = `${entry.file}:${entry.line}`;
    if (!(entry.class in RULES_OF_CLASS)) throw new Error(`${where}: unknown class '${entry.class}'`);
    if (entry.kind !== 'bug' && entry.kind !== 'clean') throw new Error(`${where}: kind must be 'bug' or 'clean'`);
    const lines = readFileSync(join(folder, 'cases', entry.file), 'utf8').split('\n');
    const last = entry.endLine ?? entry.line;
    if (entry.line < 1 || last < entry.line || last > lines.length || (lines[entry.line - 1] ?? '').trim() === '') {
      throw new Error(`${where}: the manifest points at no code`);
    }
  }
  return cases;
}

const covers = (entry: PlantedCase, finding: { file: string; line: number }): boolean =>
  entry.file === finding.file && finding.line >= entry.line && finding.line <= (entry.endLine ?? entry.line);

/** Scans every file of the set with the static engine (every line changed) and scores the findings. */
export async function runPlantedBugs(folder: string): Promise<PlantedResults> {
  const cases = readManifest(folder);
  const engine = await createStaticEngine();
  const findings: CandidateFinding[] = [];
  for (const file of [...new Set(cases.map((entry) => entry.file))]) {
    const content = readFileSync(join(folder, 'cases', file), 'utf8').replace(
      /\{\{(fake-[\w-]+)\}\}/g,
      (placeholder, key: string) => FAKE_CREDENTIALS[key] ?? placeholder,
    );
    const lineCount = content.split('\n').length;
    const changedLines = new Set(Array.from({ length: lineCount }, (_, index) => index + 1));
    // The engine sees the path the file has in its project: test conventions and script folders matter.
    const projectPath = file.slice(file.indexOf('/') + 1);
    for (const finding of engine.scanFile({ path: projectPath, content, changedLines })) findings.push({ ...finding, file });
  }
  return scoreFindings(cases, findings);
}

export function scoreFindings(cases: readonly PlantedCase[], findings: readonly CandidateFinding[]): PlantedResults {
  const bugs = cases.filter((entry) => entry.kind === 'bug');
  const found = new Set<PlantedCase>();
  const falsePositives: ScoredFinding[] = [];
  const unscored: ScoredFinding[] = [];
  for (const finding of findings) {
    if (finding.confidence < REPORTED_CONFIDENCE || !finding.rule_id) continue;
    const primary = classOfRule.get(finding.rule_id);
    const scored = { file: finding.file, line: finding.line, rule: finding.rule_id, class: primary ?? '-', confidence: finding.confidence };
    if (!primary) {
      unscored.push(scored);
      continue;
    }
    // Several findings on one bug (two rules, or one rule twice) find it once and are not false positives.
    const hit = bugs.find((bug) => RULES_OF_CLASS[bug.class]?.includes(finding.rule_id ?? '') && covers(bug, finding));
    if (hit) found.add(hit);
    else falsePositives.push(scored);
  }
  const byClass = new Map<string, PlantedScore>();
  for (const name of Object.keys(RULES_OF_CLASS).sort()) {
    const ofClass = bugs.filter((bug) => bug.class === name);
    const hits = ofClass.filter((bug) => found.has(bug)).length;
    const wrong = falsePositives.filter((finding) => finding.class === name).length;
    if (ofClass.length > 0 || wrong > 0) byClass.set(name, score(hits, wrong, ofClass.length - hits));
  }
  return {
    cases,
    byClass,
    overall: score(found.size, falsePositives.length, bugs.length - found.size),
    missed: bugs.filter((bug) => !found.has(bug)),
    falsePositives,
    unscored,
  };
}
