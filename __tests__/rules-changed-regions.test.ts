import { fileURLToPath } from 'node:url';
import { changedRegions } from '../src/rules/changed-regions.js';
import { fileBeforeChange } from '../src/rules/file-before-change.js';
import { languageOf } from '../src/diff/language.js';
import type { Language } from '../src/diff/language.js';
import { runsOf } from '../src/rules/matches-on-lines.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import { diffFileOf, readCorpus } from './support/score-corpus.js';

/*
 * A small change to a large file is parsed only around the change. That is exact only if the regions parse
 * to the subtrees the whole file has, and if every rule that reads beyond them sends the file back to a
 * whole parse: checked on every corpus file, made large by code appended after it.
 */

const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url));

/** The lines of `count` small top-level functions in `language`, none of them a finding. */
function filler(language: Language, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    if (language === 'python') return ['', '', `def filler_${index}(value):`, `    return value + ${index}`];
    if (language === 'go') return ['', `func filler${index}(value int) int {`, `\treturn value + ${index}`, '}'];
    return ['', `function filler${index}(value) {`, `  return value + ${index};`, '}'];
  }).flat();
}

it('finds in regions exactly what it finds in the whole file, on every corpus file', async () => {
  const [regional, whole] = await Promise.all([createStaticEngine({ regionMinLines: 0 }), createStaticEngine({ regionMinLines: Infinity })]);
  let inRegions = 0;
  let findings = 0;
  for (const corpusCase of readCorpus(CORPUS)) {
    for (const file of corpusCase.files) {
      const language = languageOf(file.path);
      if (!language || file.added.size === 0) continue;
      // Code before the file (not in Go, whose package clause comes first) and after it, unchanged.
      const prefix = language === 'go' ? [] : [...filler(language, 300), ''];
      const padded = {
        ...file,
        lines: [...prefix, ...file.lines, ...filler(language, 300)],
        added: new Set([...file.added].map((line) => line + prefix.length)),
      };
      const content = `${padded.lines.join('\n')}\n`;
      const before = fileBeforeChange(diffFileOf(padded), content);
      const input = { path: file.path, content, changedLines: padded.added, ...(before ? { before } : {}) };
      if (changedRegions(language, content, runsOf([...padded.added].sort((a, b) => a - b)), 0)) inRegions += 1;
      const expected = whole.scanFile(input);
      findings += expected.length;
      expect({ case: corpusCase.name, path: file.path, findings: regional.scanFile(input) }).toEqual({
        case: corpusCase.name,
        path: file.path,
        findings: expected,
      });
    }
  }
  expect(inRegions).toBeGreaterThan(200);
  expect(findings).toBeGreaterThan(100);
});

describe('a rule that needs a fact from outside the regions', () => {
  /** `header`, a thousand functions, then `change` (the changed lines): findings as rule, line (within `change`) and text. */
  async function scanLargeFile(path: string, language: Language, header: string, change: readonly string[]) {
    const lines = [header, ...filler(language, 1_000), '', ...change];
    const first = lines.length - change.length + 1;
    const changedLines = new Set(change.map((_, index) => first + index));
    const content = `${lines.join('\n')}\n`;
    // The fact is thousands of lines above the change: far outside the regions parsed first.
    expect(changedRegions(language, content, runsOf([...changedLines]))?.[0]?.startPosition.row).toBeGreaterThan(3_000);
    const engine = await createStaticEngine();
    return engine.scanFile({ path, content, changedLines }).map((finding) => [finding.rule_id, finding.line - first + 1, finding.description]);
  }

  it('reads it from the context root: the file is parsed again, whole', async () => {
    const change = [
      'export function draw(shape: Shape): number {',
      '  switch (shape.kind) {',
      "    case 'circle':",
      '      return 1;',
      "    case 'square':",
      '      return 2;',
      '  }',
      '  return 0;',
      '}',
    ];
    const header = "type Shape = { kind: 'circle' } | { kind: 'square' } | { kind: 'triangle' };";
    expect(await scanLargeFile('src/draw.ts', 'typescript', header, change)).toEqual([
      ['type-design/non-exhaustive-switch', 2, "The switch over `shape.kind` handles 2 of 3 members of `Shape` but not 'triangle', and has no `default`."],
    ]);
  });

  it('reads it through the tree of a node: the file is parsed again, whole', async () => {
    const change = ['def find(cursor: Cursor, user_id: int) -> None:', '    cursor.execute(FIND_USER % user_id)'];
    const findings = await scanLargeFile('app/users.py', 'python', 'FIND_USER = "SELECT * FROM users WHERE id = %s"', change);
    expect(findings.map(([rule, line]) => [rule, line])).toContainEqual(['review/sql-injection', 2]);
  });
});

describe('changedRegions', () => {
  const blocks = Array.from({ length: 10_000 }, (_, index) => `export function step${index}(value: number): number {\n  return value + ${index};\n}`);
  const content = `${blocks.join('\n')}\n`;

  it('takes the declaration around each changed line and one on either side, and leaves the rest', () => {
    // Line 3·k+2 is the body of step k.
    const regions = changedRegions('typescript', content, [
      [3 * 500 + 2, 3 * 500 + 2],
      [3 * 501 + 2, 3 * 501 + 2],
      [3 * 9_000 + 2, 3 * 9_000 + 2],
    ]);
    expect(regions?.map((range) => [range.startPosition.row, range.endPosition.row])).toEqual([
      [3 * 499, 3 * 503],
      [3 * 8_999, 3 * 9_002],
    ]);
    expect(regions?.map((range) => content.slice(range.startIndex, range.endIndex).split('\n')[0])).toEqual([
      'export function step499(value: number): number {',
      'export function step8999(value: number): number {',
    ]);
  });

  it('parses whole a small file, and a file most of which the change touches', () => {
    expect(changedRegions('typescript', blocks.slice(0, 100).join('\n'), [[2, 2]])).toBeUndefined();
    const everywhere = Array.from({ length: 5_000 }, (_, index): [number, number] => [6 * index + 2, 6 * index + 2]);
    expect(changedRegions('typescript', content, everywhere)).toBeUndefined();
  });
});
