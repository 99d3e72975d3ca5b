import { fileURLToPath } from 'node:url';
import { readManifest, runPlantedBugs } from '../bench/planted-bugs/score-planted-bugs.js';
import type { PlantedResults } from '../bench/planted-bugs/score-planted-bugs.js';

const FOLDER = fileURLToPath(new URL('../bench/planted-bugs/', import.meta.url));
/** The targets on planted bugs (issue acceptance): few false alarms first, then most bugs found. */
const MIN_PRECISION = 0.95;
const MIN_RECALL = 0.85;

let results: PlantedResults;
beforeAll(async () => {
  results = await runPlantedBugs(FOLDER);
});

it('declares bugs and about as many clean look-alikes in TypeScript, JavaScript, Python and Go', () => {
  const cases = readManifest(FOLDER);
  const bugs = cases.filter((entry) => entry.kind === 'bug').length;
  expect(bugs).toBeGreaterThanOrEqual(60);
  expect(cases.length - bugs).toBeGreaterThanOrEqual(bugs);
  expect([...new Set(cases.map((entry) => entry.file.split('/')[0]))].sort()).toEqual(['go', 'javascript', 'python', 'typescript']);
});

/** Matches a number at or above `minimum`, printing the minimum when it does not. */
function atLeast(minimum: number) {
  return { asymmetricMatch: (actual: number) => actual >= minimum, toAsymmetricMatcher: () => `>= ${minimum}` };
}

it(`finds planted bugs with precision >= ${MIN_PRECISION} and recall >= ${MIN_RECALL}`, () => {
  const where = (entry: { file: string; line: number; class: string }) => `${entry.class} at ${entry.file}:${entry.line}`;
  // On failure the received object names every miss and false positive.
  expect({
    precision: results.overall.precision,
    recall: results.overall.recall,
    missed: results.missed.map(where),
    falsePositives: results.falsePositives.map(where),
  }).toEqual({ precision: atLeast(MIN_PRECISION), recall: atLeast(MIN_RECALL), missed: expect.any(Array), falsePositives: expect.any(Array) });
});

it('reports no clean look-alike', () => {
  const clean = results.cases.filter((entry) => entry.kind === 'clean');
  const onClean = results.falsePositives.filter((finding) =>
    clean.some((entry) => entry.file === finding.file && finding.line >= entry.line && finding.line <= (entry.endLine ?? entry.line)),
  );
  expect(onClean).toEqual([]);
});
