import { declarationRows } from '../src/rules/declaration-rows.js';

/** The 1-based lines `declarationRows` vouches for, to read the expectations against the text. */
const linesOf = (language: Parameters<typeof declarationRows>[0], text: string): number[] => declarationRows(language, text).map((row) => row + 1);

describe('declarationRows in JavaScript and TypeScript', () => {
  it('finds the top-level functions, classes and interfaces that follow finished code', () => {
    const text = [
      "import { x } from './x';", // 1
      '', // 2
      '/** Adds. */', // 3
      'export function add(a: number, b: number): number {', // 4
      '  return a + b;', // 5
      '}', // 6
      'export default class Box {}', // 7
      'interface Shape { kind: string }', // 8
      'const helper = () => {', // 9: not a block declaration
      '};', // 10
      'async function load() {}', // 11
      'export declare namespace Api {}', // 12
    ].join('\n');
    expect(linesOf('typescript', text)).toEqual([4, 7, 8, 11, 12]);
  });

  it('never cuts inside a template, a comment, a string or brackets', () => {
    const text = [
      'const generated = `', // 1
      'export function inTemplate() {', // 2
      '  return ${value(`', // 3
      'function nested() {}', // 4
      '`)};', // 5
      '}', // 6
      '`;', // 7
      '/*', // 8
      'function inComment() {}', // 9
      '*/', // 10
      'call(', // 11
      'function asArgument() {}', // 12
      ');', // 13
      'const quoted = "a \\" quote";', // 14
      'function afterAll() {}', // 15
    ].join('\n');
    expect(linesOf('javascript', text)).toEqual([15]);
  });

  it('reads a regular expression with quotes in it as one token, and a division as a division', () => {
    const text = [
      'const quote = /[\'"`]/g;', // 1
      'const half = total / 2; const other = size / 3;', // 2
      'function next() {}', // 3
    ].join('\n');
    expect(linesOf('javascript', text)).toEqual([3]);
  });

  it('keeps a decorator with its class and waits for the code before to end', () => {
    const text = [
      '@Injectable()', // 1
      'export class Service {}', // 2
      'const value = compute()', // 3: no semicolon, so the next line might continue it
      'function after() {}', // 4
      'function last() {}', // 5
    ].join('\n');
    expect(linesOf('typescript', text)).toEqual([5]);
  });

  it('vouches for nothing after a string left open at its line end (JSX text, broken code)', () => {
    const text = ['function first() {}', "const label = <p>Don't</p>;", 'function later() {}'].join('\n');
    expect(linesOf('javascript', text)).toEqual([1]);
  });
});

describe('declarationRows in Python', () => {
  it('finds top-level definitions and keeps decorators, continued lines and strings whole', () => {
    const text = [
      'import os', // 1
      '', // 2
      'def first():', // 3
      '    return """', // 4
      'def in_string():', // 5
      '    pass', // 6
      '"""', // 7
      '', // 8
      '@app.route(', // 9
      '    "/x",', // 10
      ')', // 11
      '# a comment', // 12
      'def handler():', // 13: stays with its decorator
      '    pass', // 14
      'value = 1 + \\', // 15
      '  2', // 16
      'class Model:', // 17
      '    pass', // 18
      'async def run():', // 19
      "    print(f'{x}', 'it''s')", // 20
      'CONFIG = dict(', // 21
      'def_like=1)', // 22
    ].join('\n');
    expect(linesOf('python', text)).toEqual([3, 9, 17, 19]);
  });
});

describe('declarationRows in Go', () => {
  it('finds funcs and types after a closing brace or parenthesis only', () => {
    const text = [
      'package main', // 1
      'import "fmt"', // 2
      'func main() {', // 3: after a string, not vouched for
      '\tfmt.Println(`', // 4
      'func inRaw() {}', // 5
      "`, '}')", // 6
      '}', // 7
      'type Point struct{ X int }', // 8
      '// comment', // 9
      'func (p Point) Norm() int { return p.X }', // 10
    ].join('\n');
    expect(linesOf('go', text)).toEqual([8, 10]);
  });
});
