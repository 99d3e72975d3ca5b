import { changedRegions } from '../src/rules/changed-regions.js';
import type { Language } from '../src/diff/language.js';
import { runsOf } from '../src/rules/matches-on-lines.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import { filler } from './support/regions-agree.js';

/*
 * A small change to a large file is parsed only around the change. That is exact only if the regions parse
 * to the subtrees the whole file has, and if every rule that reads beyond them sends the file back to a
 * whole parse: checked here on rules that need a fact from far away, and in rules-changed-regions-<language>
 * on every corpus file, made large by code appended after it.
 */

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
