import { fileURLToPath } from 'node:url';
import { changedRegions } from '../../src/rules/changed-regions.js';
import { fileBeforeChange } from '../../src/rules/file-before-change.js';
import { languageOf } from '../../src/diff/language.js';
import type { Language } from '../../src/diff/language.js';
import { runsOf } from '../../src/rules/matches-on-lines.js';
import { createStaticEngine } from '../../src/rules/static-engine.js';
import type { StaticEngine } from '../../src/rules/static-engine.js';
import { diffFileOf, readCorpus } from './score-corpus.js';
import type { CorpusCase } from './score-corpus.js';

const CORPUS = fileURLToPath(new URL('../corpus/', import.meta.url));

/** The lines of `count` small top-level functions in `language`, none of them a finding. */
export function filler(language: Language, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    if (language === 'python') return ['', '', `def filler_${index}(value):`, `    return value + ${index}`];
    if (language === 'go') return ['', `func filler${index}(value int) int {`, `\treturn value + ${index}`, '}'];
    return ['', `function filler${index}(value) {`, `  return value + ${index};`, '}'];
  }).flat();
}

/** Each changed file of the case, made large by unchanged code around it, as the engine's input. */
function paddedFiles(corpusCase: CorpusCase) {
  return corpusCase.files.flatMap((file) => {
    const language = languageOf(file.path);
    if (!language || file.added.size === 0) return [];
    // Code before the file (not in Go, whose package clause comes first) and after it, unchanged.
    const prefix = language === 'go' ? [] : [...filler(language, 300), ''];
    const padded = {
      ...file,
      lines: [...prefix, ...file.lines, ...filler(language, 300)],
      added: new Set([...file.added].map((line) => line + prefix.length)),
    };
    const content = `${padded.lines.join('\n')}\n`;
    const before = fileBeforeChange(diffFileOf(padded), content);
    return [{ language, input: { path: file.path, content, changedLines: padded.added, ...(before ? { before } : {}) } }];
  });
}

/**
 * The tests that a small change to a large file finds in regions exactly what the whole file finds, one
 * per corpus case of `caseLanguage` (a folder of the corpus), and that the comparison means something: at
 * least `minimum.inRegions` files are parsed in regions, and the whole files have at least
 * `minimum.findings` findings between them.
 */
export function describeRegionsAgreeOnCorpus(caseLanguage: string, minimum: { inRegions: number; findings: number }): void {
  const cases = readCorpus(CORPUS).filter((corpusCase) => corpusCase.language === caseLanguage);
  let regional: StaticEngine;
  let whole: StaticEngine;
  const findingsOfCase = new Map<string, number>();
  beforeAll(async () => {
    [regional, whole] = await Promise.all([createStaticEngine({ regionMinLines: 0 }), createStaticEngine({ regionMinLines: Infinity })]);
  });

  it.each(cases.map((corpusCase) => [corpusCase.name, corpusCase] as const))(
    '%s: finds in regions exactly what it finds in the whole file',
    (name, corpusCase) => {
      let findings = 0;
      for (const { input } of paddedFiles(corpusCase)) {
        const expected = whole.scanFile(input);
        findings += expected.length;
        expect({ case: name, path: input.path, findings: regional.scanFile(input) }).toEqual({ case: name, path: input.path, findings: expected });
      }
      findingsOfCase.set(name, findings);
    },
  );

  it(`parses at least ${minimum.inRegions} of the files in regions, which have at least ${minimum.findings} findings`, () => {
    const inRegions = cases
      .flatMap(paddedFiles)
      .filter(({ language, input }) => changedRegions(language, input.content, runsOf([...input.changedLines].sort((a, b) => a - b)), 0)).length;
    expect(inRegions).toBeGreaterThan(minimum.inRegions);
    // Counted by the tests above, which run first: every case must have been compared.
    expect([...findingsOfCase.keys()].sort()).toEqual(cases.map((corpusCase) => corpusCase.name).sort());
    expect([...findingsOfCase.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(minimum.findings);
  });
}
