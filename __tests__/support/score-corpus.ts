import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AgentName } from '../../src/findings/agent-names.js';
import type { DiffFile, DiffLine } from '../../src/diff/diff-model.js';
import { RULES } from '../../src/rules/rule-registry.js';
import { CHANGE_RULES, RULE_IDS } from '../../src/rules/rule-selection.js';
import { createStaticEngine, scanChange } from '../../src/rules/static-engine.js';
import { fileBeforeChange } from '../../src/rules/file-before-change.js';
import { createTreeFactsReader } from '../../src/rules/tree-facts.js';
import type { TreeFacts } from '../../src/rules/tree-facts.js';

/**
 * The labelled corpus: small changes, one `.case` file each, grouped by language folder.
 *
 *     title: Refund retries swallow every error
 *     forbid: silent-failure/log-only-catch
 *     === app/payments/refund.py
 *      import logging
 *     +def refund(order):
 *     +    try:
 *     +        gateway.refund(order.id)
 *     +    except:                          ⇐ silent-failure/bare-except
 *     +        logger.info("refund failed")
 *
 * Header lines come first (`title:` required, `forbid:` optional). Each `=== <path>` starts a file of
 * the change; its lines start with `+` (added by the change) or a space (context). The case's files are the
 * whole tree a rule may read beyond the scanned file (a `go.mod` with only context lines says which Go the
 * module is on, without being part of the change's findings). A trailing
 * `⇐ rule-id, …` marks the findings that line must produce. The expected findings of a case are
 * complete: any other finding at the default confidence threshold is a false positive. `forbid`
 * names the rules the case is written to tempt; they are listed first when they fire.
 *
 * Credential-shaped values are written as `{{fake-github-token}}` (see `FAKE_CREDENTIALS`) so that the
 * repository itself never holds one.
 */

/** What a user sees by default: the `min-confidence` default. */
export const REPORTED_CONFIDENCE = 80;
const ANNOTATION = /\s*⇐\s*([\w/, -]+)$/;

/** Realistic but fake credentials, assembled from pieces. */
export const FAKE_CREDENTIALS: Readonly<Record<string, string>> = {
  'fake-github-token': ['gh', 'p_', 'T4kq9Lm2Xw7Rv5Nz8Pb3Jd6Hs1Fc0Ya2Ue7Q'].join(''),
  'fake-aws-key-id': ['AK', 'IA', 'Z7QW3RTN5VX2HKLM'].join(''),
  'fake-slack-token': ['xo', 'xb-', '308154726190-', 'Lq83jdKs02Pz'].join(''),
  'fake-stripe-key': ['sk', '_live_', '51Hq8ZtRw3Lp9Xv2Nk7Bd4Mc'].join(''),
  // 40 base64 characters, with the `/` that makes a naive check take it for a path.
  'fake-aws-secret-key': ['wJalrXUtnFEMI', '/K7MDENG/', 'bPxRfiCYzQ8Lm3Nb7V'].join(''),
  // The shape of AWS's documented example key: a placeholder, not a credential.
  'fake-aws-secret-example': ['wJalrXUtnFEMI', '/K7MDENG/', 'bPxRfiCY', 'EXAMPLE', 'KEY'].join(''),
};

export interface CorpusFile {
  path: string;
  lines: string[];
  added: Set<number>;
}

export interface CorpusCase {
  /** Path of the `.case` file, relative to the corpus folder. */
  name: string;
  language: string;
  title: string;
  forbid: string[];
  files: CorpusFile[];
  expected: Expectation[];
}

export interface Expectation {
  file: string;
  line: number;
  rule: string;
}

/** Parses one `.case` file; throws on anything malformed so a typo cannot silently weaken the corpus. */
export function parseCase(name: string, text: string): CorpusCase {
  const corpusCase: CorpusCase = { name, language: name.split('/')[0] ?? '', title: '', forbid: [], files: [], expected: [] };
  let file: CorpusFile | undefined;
  for (const [index, raw] of text.replace(/\n$/, '').split('\n').entries()) {
    const where = `${name}:${index + 1}`;
    if (raw.startsWith('=== ')) {
      file = { path: raw.slice(4).trim(), lines: [], added: new Set() };
      corpusCase.files.push(file);
      continue;
    }
    if (!file) {
      const header = /^(title|forbid):\s*(.*)$/.exec(raw);
      if (!header) throw new Error(`${where}: expected a 'title:' or 'forbid:' header or a '=== path' line`);
      if (header[1] === 'title') corpusCase.title = header[2] ?? '';
      else corpusCase.forbid.push(...(header[2] ?? '').split(/[\s,]+/).filter(Boolean));
      continue;
    }
    const marker = raw[0] ?? ' ';
    if (raw !== '' && marker !== '+' && marker !== ' ') throw new Error(`${where}: a file line starts with '+' or a space`);
    const annotation = ANNOTATION.exec(raw);
    const content = (annotation ? raw.slice(0, annotation.index) : raw)
      .slice(1)
      .replace(/\{\{(fake-[\w-]+)\}\}/g, (placeholder, key: string) => FAKE_CREDENTIALS[key] ?? placeholder);
    file.lines.push(content);
    const line = file.lines.length;
    if (marker === '+') file.added.add(line);
    for (const rule of annotation?.[1]?.split(/[\s,]+/).filter(Boolean) ?? []) corpusCase.expected.push({ file: file.path, line, rule });
  }
  if (!corpusCase.title) throw new Error(`${name}: no title`);
  if (corpusCase.files.length === 0) throw new Error(`${name}: no files`);
  for (const rule of [...corpusCase.expected.map((entry) => entry.rule), ...corpusCase.forbid]) {
    if (!RULE_IDS.has(rule)) throw new Error(`${name}: unknown rule id '${rule}'`);
  }
  return corpusCase;
}

export function readCorpus(folder: string): CorpusCase[] {
  const cases: CorpusCase[] = [];
  for (const language of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const entry of readdirSync(join(folder, language.name))
      .filter((file) => file.endsWith('.case'))
      .sort()) {
      const path = join(folder, language.name, entry);
      cases.push(parseCase(relative(folder, path), readFileSync(path, 'utf8')));
    }
  }
  return cases;
}

/** The change as the diff model sees it: one hunk per file, context and added lines in order. */
export function diffFileOf(file: CorpusFile): DiffFile {
  let oldLine = 0;
  const lines: DiffLine[] = file.lines.map((content, index) => {
    const newLine = index + 1;
    if (file.added.has(newLine)) return { kind: 'add', newLine, content };
    oldLine += 1;
    return { kind: 'context', oldLine, newLine, content };
  });
  return {
    path: file.path,
    status: oldLine === 0 ? 'added' : 'modified',
    binary: false,
    additions: file.added.size,
    deletions: 0,
    hunks: [{ oldStart: 1, oldLines: oldLine, newStart: 1, newLines: lines.length, header: `@@ -1,${oldLine} +1,${lines.length} @@`, lines }],
  };
}

export interface Finding extends Expectation {
  agent: string;
  confidence: number;
}

export interface CaseResult {
  corpusCase: CorpusCase;
  /** Reported findings (at or above the threshold). */
  found: Finding[];
  truePositives: Expectation[];
  falsePositives: Finding[];
  falseNegatives: Expectation[];
}

const keyOf = (entry: Expectation): string => `${entry.file}:${entry.line}:${entry.rule}`;

/** A corpus file's text as the engine reads it. */
export const contentOf = (file: CorpusFile): string => `${file.lines.join('\n')}\n`;

/** What the case's tree (its files, as they are after the change) says about each of its files: the review's `TreeFacts`. */
export async function factsOfCase(corpusCase: CorpusCase): Promise<Map<string, TreeFacts>> {
  const tree = new Map(corpusCase.files.map((file) => [file.path, contentOf(file)]));
  const reader = createTreeFactsReader(async (path) => tree.get(path));
  const facts = new Map<string, TreeFacts>();
  for (const file of corpusCase.files) facts.set(file.path, await reader.factsFor(file.path, contentOf(file)));
  return facts;
}

export async function runCorpus(cases: readonly CorpusCase[]): Promise<CaseResult[]> {
  const engine = await createStaticEngine();
  const results: CaseResult[] = [];
  for (const corpusCase of cases) {
    const diffFiles = corpusCase.files.map(diffFileOf);
    const facts = await factsOfCase(corpusCase);
    const candidates = [
      ...corpusCase.files.flatMap((file) => {
        const content = contentOf(file);
        const before = fileBeforeChange(diffFileOf(file), content);
        return engine.scanFile({ path: file.path, content, changedLines: file.added, facts: facts.get(file.path) ?? {}, ...(before ? { before } : {}) });
      }),
      ...scanChange(diffFiles),
    ];
    const found = new Map<string, Finding>();
    for (const candidate of candidates) {
      if (candidate.confidence < REPORTED_CONFIDENCE || !candidate.rule_id) continue;
      const finding = { file: candidate.file, line: candidate.line, rule: candidate.rule_id, agent: candidate.agent, confidence: candidate.confidence };
      found.set(keyOf(finding), finding);
    }
    const expected = new Set(corpusCase.expected.map(keyOf));
    results.push({
      corpusCase,
      found: [...found.values()],
      truePositives: corpusCase.expected.filter((entry) => found.has(keyOf(entry))),
      falsePositives: [...found.values()].filter((finding) => !expected.has(keyOf(finding))),
      falseNegatives: corpusCase.expected.filter((entry) => !found.has(keyOf(entry))),
    });
  }
  return results;
}

export interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** 1 when nothing was reported (nothing reported wrongly). */
  precision: number;
  /** 1 when nothing was expected. */
  recall: number;
}

export function score(truePositives: number, falsePositives: number, falseNegatives: number): Score {
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
  };
}

const AGENT_OF_RULE = new Map<string, AgentName>([...RULES, ...CHANGE_RULES].map((rule) => [rule.id, rule.agent]));

/** Precision and recall overall, per agent (the agent of each rule) and per language (corpus folder). */
export function scoreResults(results: readonly CaseResult[]): { overall: Score; byAgent: Map<string, Score>; byLanguage: Map<string, Score> } {
  const tally = (filter: (agent: string, language: string) => boolean): Score => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    for (const result of results) {
      const language = result.corpusCase.language;
      truePositives += result.truePositives.filter((entry) => filter(AGENT_OF_RULE.get(entry.rule) ?? '', language)).length;
      falsePositives += result.falsePositives.filter((entry) => filter(entry.agent, language)).length;
      falseNegatives += result.falseNegatives.filter((entry) => filter(AGENT_OF_RULE.get(entry.rule) ?? '', language)).length;
    }
    return score(truePositives, falsePositives, falseNegatives);
  };
  const agents = [...new Set(AGENT_OF_RULE.values())].sort();
  const languages = [...new Set(results.map((result) => result.corpusCase.language))].sort();
  return {
    overall: tally(() => true),
    byAgent: new Map(agents.map((agent) => [agent, tally((candidate) => candidate === agent)])),
    byLanguage: new Map(languages.map((language) => [language, tally((_agent, candidate) => candidate === language)])),
  };
}

/** Every disagreement with the labels, forbidden rules first: what to read when a number drops. */
export function describeMisses(results: readonly CaseResult[]): string[] {
  const lines: string[] = [];
  for (const { corpusCase, falsePositives, falseNegatives } of results) {
    const forbidden = falsePositives.filter((finding) => corpusCase.forbid.includes(finding.rule));
    for (const finding of forbidden) lines.push(`forbidden  ${corpusCase.name}  ${keyOf(finding)} (${finding.confidence})`);
    for (const finding of falsePositives.filter((entry) => !forbidden.includes(entry)))
      lines.push(`unexpected ${corpusCase.name}  ${keyOf(finding)} (${finding.confidence})`);
    for (const entry of falseNegatives) lines.push(`missed     ${corpusCase.name}  ${keyOf(entry)}`);
  }
  return lines;
}
