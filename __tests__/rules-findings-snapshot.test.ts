import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from '../bench/planted-bugs/score-planted-bugs.js';
import { fileBeforeChange } from '../src/rules/file-before-change.js';
import { createScanPool } from '../src/rules/scan-pool.js';
import type { ScanPool } from '../src/rules/scan-pool.js';
import { RULES } from '../src/rules/rule-registry.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';
import type { CandidateFinding } from '../src/findings/finding.js';
import type { DiffFile } from '../src/diff/diff-model.js';
import type { TreeFacts } from '../src/rules/tree-facts.js';
import { contentOf, diffFileOf, factsOfCase, FAKE_CREDENTIALS, readCorpus } from './support/score-corpus.js';

/*
 * Every finding the engine raises on the corpus and on the planted bugs, at any confidence, locked in a
 * snapshot: how the engine runs (workers, ranges, file reading) may change, what it finds must not.
 * When the rules themselves change on purpose, regenerate with `npm test -- <this file> -u`.
 */

const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url));
const PLANTED = fileURLToPath(new URL('../bench/planted-bugs/', import.meta.url));

const describeFinding = (finding: CandidateFinding, file = finding.file): string =>
  `${file}:${finding.line} ${finding.rule_id ?? '-'} ${finding.severity} ${finding.confidence}`;

/** The corpus's language folders: each is checked on its own. */
const FOLDERS = [...new Set(readCorpus(CORPUS).map((corpusCase) => corpusCase.language))];

async function findingsOnCorpus(engine: StaticEngine, folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const corpusCase of readCorpus(CORPUS).filter((candidate) => candidate.language === folder)) {
    const facts = await factsOfCase(corpusCase);
    for (const file of corpusCase.files) {
      const content = contentOf(file);
      const before = fileBeforeChange(diffFileOf(file), content);
      const findings = engine.scanFile({
        path: file.path,
        content,
        changedLines: file.added,
        facts: facts.get(file.path) ?? {},
        ...(before ? { before } : {}),
      });
      found.push(...findings.map((finding) => `${corpusCase.name} ${describeFinding(finding)}`));
    }
  }
  return found;
}

function findingsOnPlantedBugs(engine: StaticEngine): string[] {
  const found: string[] = [];
  for (const file of [...new Set(readManifest(PLANTED).map((entry) => entry.file))].sort()) {
    const content = readFileSync(join(PLANTED, 'cases', file), 'utf8').replace(
      /\{\{(fake-[\w-]+)\}\}/g,
      (placeholder, key: string) => FAKE_CREDENTIALS[key] ?? placeholder,
    );
    const changedLines = new Set(content.split('\n').map((_, index) => index + 1));
    const findings = engine.scanFile({ path: file.slice(file.indexOf('/') + 1), content, changedLines });
    found.push(...findings.map((finding) => describeFinding(finding, file)));
  }
  return found;
}

describe('finds exactly the locked findings on the corpus', () => {
  let engine: StaticEngine;
  const counts = new Map<string, number>();
  beforeAll(async () => {
    engine = await createStaticEngine();
  });

  it.each(FOLDERS)('%s cases', async (folder) => {
    const found = await findingsOnCorpus(engine, folder);
    counts.set(folder, found.length);
    expect(found).toMatchSnapshot();
  });

  it('more than 100 findings between them', () => {
    // Counted by the tests above, which run first: every folder must have been checked.
    expect([...counts.keys()].sort()).toEqual([...FOLDERS].sort());
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(100);
  });
});

it('finds exactly the locked findings on the planted bugs', async () => {
  const found = findingsOnPlantedBugs(await createStaticEngine());
  expect(found.length).toBeGreaterThan(50);
  expect(found).toMatchSnapshot();
});

describe('loses nothing to the text gates: every query on every file finds the same', () => {
  let gated: StaticEngine;
  let ungated: StaticEngine;
  beforeAll(async () => {
    [gated, ungated] = await Promise.all([createStaticEngine(), createStaticEngine({ exhaustive: true })]);
  });

  it.each(FOLDERS)('on the %s corpus cases', async (folder) => {
    expect(await findingsOnCorpus(gated, folder)).toEqual(await findingsOnCorpus(ungated, folder));
  });

  it('on the planted bugs', () => {
    expect(RULES.filter((rule) => rule.textGate).length).toBeGreaterThan(5);
    expect(findingsOnPlantedBugs(gated)).toEqual(findingsOnPlantedBugs(ungated));
  });
});

describe('finds the same on worker threads as on the main thread, in the same order', () => {
  let inProcess: ScanPool;
  let workers: ScanPool;
  const counts = new Map<string, number>();
  beforeAll(async () => {
    // The bundle's worker (`npm run build`): worker threads cannot start from the TypeScript sources.
    const workerScript = fileURLToPath(new URL('../dist/scan-worker.js', import.meta.url));
    [inProcess, workers] = await Promise.all([createScanPool({ workers: 1 }), createScanPool({ workers: 2, workerScript })]);
  });
  afterAll(async () => {
    await Promise.all([inProcess.close(), workers.close()]);
  });

  it.each(FOLDERS)('on the %s corpus cases', async (folder) => {
    expect(workers.capacity).toBeGreaterThan(inProcess.capacity);
    const files: Array<{ file: DiffFile; content: string; facts: TreeFacts }> = [];
    for (const corpusCase of readCorpus(CORPUS).filter((candidate) => candidate.language === folder)) {
      const facts = await factsOfCase(corpusCase);
      files.push(...corpusCase.files.map((file) => ({ file: diffFileOf(file), content: contentOf(file), facts: facts.get(file.path) ?? {} })));
    }
    // The facts cross to the workers with each file: a Go module's version decides a finding there too.
    const scanAll = (pool: ScanPool) => Promise.all(files.map(({ file, content, facts }) => pool.scan(file, content, 'high', undefined, facts)));
    const [expected, actual] = await Promise.all([scanAll(inProcess), scanAll(workers)]);
    counts.set(folder, actual.flatMap((scan) => scan.findings).length);
    expect(actual).toEqual(expected);
    expect([...workers.timeByAgent().keys()].sort()).toEqual([...inProcess.timeByAgent().keys()].sort());
  });

  it('more than 100 findings on the workers between them', () => {
    // Counted by the tests above, which run first: every folder must have been checked.
    expect([...counts.keys()].sort()).toEqual([...FOLDERS].sort());
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(100);
  });
});
