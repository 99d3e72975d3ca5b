import { fileURLToPath } from 'node:url';
import { RULE_IDS } from '../src/rules/rule-selection.js';
import { describeMisses, parseCase, readCorpus, runCorpus, scoreResults } from './support/score-corpus.js';
import type { CaseResult, CorpusCase } from './support/score-corpus.js';

const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url));
/** The quality bar of the static engine on the labelled corpus (issue acceptance). */
const MIN_PRECISION = 0.9;
const MIN_RECALL = 0.8;

/** Matches a number at or above `minimum`, printing the minimum when it does not. */
function atLeast(minimum: number) {
  return { asymmetricMatch: (actual: number) => actual >= minimum, toAsymmetricMatcher: () => `>= ${minimum}` };
}

let cases: CorpusCase[];
let results: CaseResult[];
beforeAll(async () => {
  cases = readCorpus(CORPUS);
  results = await runCorpus(cases);
});

it('holds at least 150 cases across TypeScript, JavaScript, Python and Go, many of them clean code', () => {
  expect(cases.length).toBeGreaterThanOrEqual(150);
  const perLanguage = new Map<string, number>();
  for (const corpusCase of cases) perLanguage.set(corpusCase.language, (perLanguage.get(corpusCase.language) ?? 0) + 1);
  expect([...perLanguage.keys()].sort()).toEqual(['go', 'javascript', 'python', 'typescript']);
  for (const count of perLanguage.values()) expect(count).toBeGreaterThanOrEqual(25);
  expect(cases.filter((corpusCase) => corpusCase.expected.length === 0).length).toBeGreaterThanOrEqual(50);
});

it('labels findings of most rules', () => {
  const labelled = new Set(cases.flatMap((corpusCase) => corpusCase.expected.map((entry) => entry.rule)));
  expect(labelled.size).toBeGreaterThanOrEqual(RULE_IDS.size * 0.75);
});

it(`reaches precision >= ${MIN_PRECISION} and recall >= ${MIN_RECALL} overall at the default confidence threshold`, () => {
  const { overall } = scoreResults(results);
  // On failure the received object lists every disagreement with the labels.
  expect({ precision: overall.precision, recall: overall.recall, misses: describeMisses(results) }).toEqual({
    precision: atLeast(MIN_PRECISION),
    recall: atLeast(MIN_RECALL),
    misses: expect.any(Array),
  });
});

describe('the case format', () => {
  it('reads headers, files, added lines and the findings each line must produce', () => {
    const parsed = parseCase(
      'python/example.case',
      [
        'title: Bare except',
        'forbid: review/eval, review/debugger',
        '=== app/a.py',
        ' import json',
        '',
        '+try:',
        '+    load()',
        '+except:    ⇐ silent-failure/bare-except',
        '+    pass',
      ].join('\n'),
    );
    expect(parsed).toMatchObject({ language: 'python', title: 'Bare except', forbid: ['review/eval', 'review/debugger'] });
    expect(parsed.files).toEqual([{ path: 'app/a.py', lines: ['import json', '', 'try:', '    load()', 'except:', '    pass'], added: new Set([3, 4, 5, 6]) }]);
    expect(parsed.expected).toEqual([{ file: 'app/a.py', line: 5, rule: 'silent-failure/bare-except' }]);
  });

  it('rejects unknown rule ids and lines without a marker', () => {
    expect(() => parseCase('go/a.case', 'title: x\n=== a.go\n+x := 1 ⇐ review/no-such-rule')).toThrow("unknown rule id 'review/no-such-rule'");
    expect(() => parseCase('go/a.case', 'title: x\n=== a.go\nx := 1')).toThrow("go/a.case:3: a file line starts with '+' or a space");
  });
});
