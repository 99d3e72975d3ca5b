import { describe, expect, it } from '@jest/globals';
import { anchorFindings } from '../src/findings/anchor-findings.js';
import type { CandidateFinding } from '../src/findings/finding.js';

const lines = (...texts: string[]) => new Map(texts.map((text, index) => [index + 1, text]));
const files = new Map([
  [
    'src/a.ts',
    lines(
      'import x from "x";',
      '',
      'export function run(value: string) {',
      '  return JSON.parse(value);',
      '}',
      '',
      'export function other() {',
      '  return JSON.parse(value);',
      '}',
    ),
  ],
]);

function finding(overrides: Partial<CandidateFinding>): CandidateFinding {
  return {
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    category: 'error-handling',
    file: 'src/a.ts',
    line: 4,
    description: 'JSON.parse throws on bad input.',
    recommendation: 'Catch the SyntaxError.',
    auto_fixable: false,
    source: 'llm',
    ...overrides,
  };
}

describe('anchorFindings', () => {
  it('keeps a finding whose line holds its snippet, and one without a snippet on an existing line', () => {
    const result = anchorFindings([finding({ code_snippet: 'return JSON.parse(value);' }), finding({ line: 1 })], files);
    expect(result.anchored.map((kept) => kept.line)).toEqual([4, 1]);
    expect(result).toMatchObject({ reanchored: 0, dropped: [] });
  });

  it('moves a finding to the nearest line holding its snippet, keeping the span of its range', () => {
    const result = anchorFindings([finding({ line: 2, end_line: 3, code_snippet: '  4 +   return JSON.parse(value);\n}' })], files);
    expect(result.anchored).toEqual([expect.objectContaining({ line: 4, end_line: 5 })]);
    expect(result.reanchored).toBe(1);
  });

  it('drops findings on files outside the change and on missing lines without a findable snippet', () => {
    const result = anchorFindings([finding({ file: 'src/b.ts' }), finding({ line: 99 }), finding({ line: 99, code_snippet: 'not in the file at all' })], files);
    expect(result.anchored).toEqual([]);
    expect(result.dropped.map((dropped) => dropped.reason)).toEqual(['file-not-in-change', 'line-not-in-file', 'line-not-in-file']);
  });

  it('accepts the ./ and b/ prefixes a model copies from a diff, and ignores snippets too short to locate a line', () => {
    const result = anchorFindings([finding({ file: './src/a.ts', line: 5, code_snippet: '}' }), finding({ file: 'b/src/a.ts', line: 9, end_line: 40 })], files);
    expect(result.anchored).toEqual([expect.objectContaining({ file: 'src/a.ts', line: 5 }), expect.objectContaining({ file: 'src/a.ts', line: 9 })]);
    expect(result.anchored[1]?.end_line).toBeUndefined();
  });
});
