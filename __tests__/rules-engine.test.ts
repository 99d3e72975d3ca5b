import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CandidateFinding } from '../src/findings/finding.js';
import { autofixFor } from '../src/rules/autofix-for.js';
import { createStaticEngine, languageOf } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';
import { resolveWasmLocation, WASM_FILES } from '../src/rules/wasm-location.js';

function allLines(content: string): Set<number> {
  return new Set(content.split('\n').map((_, index) => index + 1));
}

function scan(engine: StaticEngine, path: string, content: string, changedLines: ReadonlySet<number> = allLines(content)) {
  return engine.scanFile({ path, content, changedLines });
}

function ruleLines(findings: readonly CandidateFinding[], ruleId: string): number[] {
  return findings.filter((finding) => finding.rule_id === ruleId).map((finding) => finding.line);
}

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine();
});

describe('scanFile', () => {
  it('reports only changed lines, with 1-based line and column', () => {
    const content = ['function a() {', '  debugger;', '}', 'function b() {', '    debugger;', '}'].join('\n');
    const findings = scan(engine, 'src/app.ts', content, new Set([5]));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule_id: 'review/debugger',
      agent: 'code-reviewer',
      source: 'static',
      file: 'src/app.ts',
      line: 5,
      column: 5,
      code_snippet: 'debugger;',
      auto_fixable: true,
    });
  });

  it('reports nothing when no line changed', () => {
    expect(scan(engine, 'src/app.ts', 'debugger;\n', new Set())).toEqual([]);
  });

  it('honours sextant-ignore on the line or the line above, for the named rule only', () => {
    const content = [
      'debugger; // sextant-ignore review/debugger',
      '// sextant-ignore review/debugger -- paused on purpose in this tool',
      'debugger;',
      '// sextant-ignore review/eval',
      'debugger;',
      '// sextant-ignore review/debugger',
      '',
      'debugger;',
    ].join('\n');
    expect(ruleLines(scan(engine, 'src/tool.ts', content), 'review/debugger')).toEqual([5, 8]);
  });

  it('still reports what it can in a file that only partly parses', () => {
    const content = ['function broken( {', '  return ;;', '', 'export function pay() {', '  debugger;', '}'].join('\n');
    expect(ruleLines(scan(engine, 'src/pay.ts', content), 'review/debugger')).toEqual([5]);
  });

  it('returns nothing, without failing, for files it has no grammar or rules for', () => {
    expect(scan(engine, 'README.md', 'debugger;\n')).toEqual([]);
    expect(scan(engine, 'Makefile', 'debugger;\n')).toEqual([]);
    expect(scan(engine, 'tool.rb', 'begin\n  run\nrescue\nend\n')).toEqual([]);
    expect(scan(engine, 'src/empty.ts', '')).toEqual([]);
  });

  it('reports one finding per rule and line', () => {
    const findings = scan(engine, 'src/a.ts', 'export function f(a: any, b: any): any { return a ?? b; }');
    expect(ruleLines(findings, 'type-design/explicit-any')).toEqual([1]);
  });

  it('parses TSX and JSX with their own grammars', () => {
    const tsx = 'export function Cart(props: any) {\n  debugger;\n  return <div>{props.items.length}</div>;\n}';
    const jsx = 'export function Cart(props) {\n  debugger;\n  return <div>{props.items.length}</div>;\n}';
    expect(ruleLines(scan(engine, 'src/cart.tsx', tsx), 'review/debugger')).toEqual([2]);
    expect(ruleLines(scan(engine, 'src/cart.tsx', tsx), 'type-design/explicit-any')).toEqual([1]);
    expect(ruleLines(scan(engine, 'src/cart.jsx', jsx), 'review/debugger')).toEqual([2]);
    // `any` is TypeScript-only: the JavaScript grammar has no such node and the rule does not run there.
    expect(ruleLines(scan(engine, 'src/cart.mjs', 'const x = 1;\ndebugger;'), 'review/debugger')).toEqual([2]);
  });

  it('counts lines the same way with CRLF line endings', () => {
    const content = 'const a = 1;\r\nconst b = 2;\r\ndebugger;\r\n';
    const [finding] = scan(engine, 'src/a.ts', content, new Set([3]));
    expect(finding).toMatchObject({ line: 3, code_snippet: 'debugger;' });
  });

  it('keeps test-only rules to test files and source-only rules to source files', () => {
    const content = "it('works', () => {\n  run();\n});\nconsole.log('done');";
    const inTest = scan(engine, 'src/__tests__/a.test.ts', content);
    const inSource = scan(engine, 'src/a.ts', content);
    expect(inTest.map((finding) => finding.rule_id)).toEqual(['test/no-assertion']);
    expect(inSource.map((finding) => finding.rule_id)).toEqual(['review/console-log']);
  });

  it('scans many files in a row, freeing each tree', () => {
    const content = Array.from({ length: 40 }, (_, index) => `export const value${index} = compute(${index}) == 0;`).join('\n');
    let total = 0;
    for (let index = 0; index < 2000; index += 1) {
      total += scan(engine, `src/generated/file-${index}.ts`, `${content}\ndebugger;`, new Set([41])).length;
    }
    expect(total).toBe(2000);
  });

  it('masks credentials in the snippet', () => {
    const token = ['gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue'].join('');
    const [finding] = scan(engine, 'src/config.ts', `export const token = '${token}';`);
    expect(finding).toMatchObject({ rule_id: 'review/leaked-credential', severity: 'critical', confidence: 95 });
    expect(JSON.stringify(finding)).not.toContain(token.slice(4));
  });
});

describe('Python and Go', () => {
  it('reports under one rule id per problem, whatever the language', () => {
    const python = scan(engine, 'app/sync.py', 'try:\n    sync()\nexcept Exception:\n    pass\n');
    const javascript = scan(engine, 'src/sync.js', 'try {\n  sync();\n} catch {}\n');
    expect(ruleLines(python, 'silent-failure/empty-catch')).toEqual([3]);
    expect(ruleLines(javascript, 'silent-failure/empty-catch')).toEqual([3]);
  });

  it('honours sextant-ignore in # comments', () => {
    const content = 'def pay(order):\n    breakpoint()  # sextant-ignore review/debugger\n    log(order)\n    breakpoint()\n';
    expect(ruleLines(scan(engine, 'app/pay.py', content), 'review/debugger')).toEqual([4]);
  });

  it('reports the TODO rule in every language', () => {
    expect(ruleLines(scan(engine, 'app/a.py', 'x = 1  # TODO: handle retries\n'), 'comment/todo-without-issue')).toEqual([1]);
    expect(ruleLines(scan(engine, 'pkg/a.go', 'package a\n\n// FIXME: handle retries\nvar x = 1\n'), 'comment/todo-without-issue')).toEqual([3]);
  });

  it('finds credential-shaped strings in Python and Go, masked', () => {
    const token = ['gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue'].join('');
    const python = scan(engine, 'app/settings.py', `GITHUB_TOKEN = "${token}"\n`);
    const go = scan(engine, 'pkg/settings.go', `package settings\n\nconst githubToken = "${token}"\n`);
    expect(ruleLines(python, 'review/leaked-credential')).toEqual([1]);
    expect(ruleLines(go, 'review/leaked-credential')).toEqual([3]);
    expect(JSON.stringify([...python, ...go])).not.toContain(token.slice(4));
  });
});

describe('createStaticEngine options', () => {
  const content = 'debugger;\ntry { run(); } catch {}\n';

  it('runs only the rules of the selected agents', async () => {
    const silentOnly = await createStaticEngine({ agents: ['silent-failure-hunter'] });
    const findings = scan(silentOnly, 'src/a.ts', content);
    expect(findings.map((finding) => finding.rule_id)).toEqual(['silent-failure/empty-catch']);
  });

  it('leaves out disabled rules', async () => {
    const withoutDebugger = await createStaticEngine({ disabledRules: ['review/debugger'] });
    expect(ruleLines(scan(withoutDebugger, 'src/a.ts', content), 'review/debugger')).toEqual([]);
    expect(ruleLines(scan(withoutDebugger, 'src/a.ts', content), 'silent-failure/empty-catch')).toEqual([2]);
  });

  it('builds an engine with no rules at all', async () => {
    const none = await createStaticEngine({ agents: [] });
    expect(scan(none, 'src/a.ts', content)).toEqual([]);
  });
});

describe('autofixFor', () => {
  function only(findings: readonly CandidateFinding[], ruleId: string): CandidateFinding {
    const found = findings.find((finding) => finding.rule_id === ruleId);
    if (!found) throw new Error(`no ${ruleId} finding`);
    return found;
  }

  it('removes a debugger statement line', () => {
    const content = 'export function pay() {\n  debugger;\n  return 1;\n}\n';
    const finding = only(scan(engine, 'src/pay.ts', content), 'review/debugger');
    expect(autofixFor(finding, content)).toBe('export function pay() {\n  return 1;\n}\n');
  });

  it('keeps CRLF line endings', () => {
    const content = 'run();\r\ndebugger;\r\ndone();\r\n';
    const finding = only(scan(engine, 'src/a.ts', content, new Set([2])), 'review/debugger');
    expect(autofixFor(finding, content)).toBe('run();\r\ndone();\r\n');
  });

  it('removes .only and the f of fdescribe at the reported column', () => {
    const content = "describe('cart', () => {\n  it.only('adds', () => {\n    expect(add()).toBe(1);\n  });\n});\nfdescribe('x', () => {});\n";
    const findings = scan(engine, 'src/cart.test.ts', content).filter((finding) => finding.rule_id === 'test/focused-test');
    expect(findings.map((finding) => finding.fix_example)).toEqual(["it('adds', () => {", "describe('x', () => {});"]);
    const [first, second] = findings as [CandidateFinding, CandidateFinding];
    const once = autofixFor(first, content);
    expect(once).toContain("\n  it('adds', () => {\n");
    expect(autofixFor(second, once ?? '')).toContain("\ndescribe('x', () => {});\n");
  });

  it('declines when the debugger shares its line with other code', () => {
    const content = 'if (retries > 3) debugger;\n';
    const finding = only(scan(engine, 'src/a.ts', content), 'review/debugger');
    expect(finding.auto_fixable).toBe(false);
    expect(autofixFor(finding, content)).toBeUndefined();
  });

  it('declines when the file changed under the finding', () => {
    const content = 'run();\ndebugger;\n';
    const finding = only(scan(engine, 'src/a.ts', content), 'review/debugger');
    expect(autofixFor(finding, 'run();\nstop();\ndebugger;\n')).toBeUndefined();
  });

  it('removes a Python debugger call, leaving `pass` where the block would be empty', () => {
    const content = 'def pay(order):\n    breakpoint()\n    return submit(order)\n\nif DEBUG:\n    import pdb; pdb.set_trace()\nrun()\n';
    const findings = scan(engine, 'app/pay.py', content).filter((finding) => finding.rule_id === 'review/debugger');
    expect(findings.map((finding) => finding.line)).toEqual([2, 6]);
    const [first, second] = findings as [CandidateFinding, CandidateFinding];
    expect(autofixFor(first, content)).toBe('def pay(order):\n    return submit(order)\n\nif DEBUG:\n    import pdb; pdb.set_trace()\nrun()\n');
    expect(autofixFor(second, content)).toBe('def pay(order):\n    breakpoint()\n    return submit(order)\n\nif DEBUG:\n    pass\nrun()\n');
  });

  it('narrows a bare except to Exception, keeping its comment', () => {
    const content = 'try:\n    rows = fetch(url)\nexcept:  # offline\n    rows = []\n';
    const finding = only(scan(engine, 'app/fetch.py', content), 'silent-failure/bare-except');
    expect(finding).toMatchObject({ line: 3, auto_fixable: true, fix_example: 'except Exception:  # offline' });
    expect(autofixFor(finding, content)).toBe('try:\n    rows = fetch(url)\nexcept Exception:  # offline\n    rows = []\n');
  });

  it('drops a comparison with a boolean literal in Go, where the operand is always a bool', () => {
    const content = 'package run\n\nfunc run() {\n\tif ready == true {\n\t\tstart()\n\t}\n\tfor queue.Empty() == false {\n\t\twait()\n\t}\n}\n';
    const findings = scan(engine, 'pkg/run.go', content).filter((finding) => finding.rule_id === 'simplify/boolean-literal-comparison');
    expect(findings.map((finding) => finding.fix_example)).toEqual(['if ready {', 'for !queue.Empty() {']);
    expect(autofixFor(findings[0] as CandidateFinding, content)).toContain('\n\tif ready {\n');
  });

  it('declines rules without a mechanical fix and findings from elsewhere', () => {
    const content = 'const result = eval(input);\n';
    const finding = only(scan(engine, 'src/a.ts', content), 'review/eval');
    expect(autofixFor(finding, content)).toBeUndefined();
    expect(autofixFor({ ...finding, source: 'llm' }, content)).toBeUndefined();
  });
});

describe('languageOf', () => {
  it.each([
    ['src/a.ts', 'typescript'],
    ['src/a.mts', 'typescript'],
    ['src/a.cts', 'typescript'],
    ['src/a.d.ts', 'typescript'],
    ['src/A.tsx', 'tsx'],
    ['a.js', 'javascript'],
    ['a.mjs', 'javascript'],
    ['a.cjs', 'javascript'],
    ['a.jsx', 'javascript'],
    ['tools/a.py', 'python'],
    ['cmd/main.go', 'go'],
    ['README.md', undefined],
    ['Makefile', undefined],
    ['.ts', undefined],
    ['src/a.constructor', undefined],
    ['src.ts/readme', undefined],
  ])('%s → %s', (path, language) => {
    expect(languageOf(path)).toBe(language);
  });
});

describe('wasm location', () => {
  const require = createRequire(import.meta.url);

  it('lists every file with a source that resolves from the installed packages', () => {
    expect(WASM_FILES.map((wasm) => wasm.file).sort()).toEqual([
      'tree-sitter-go.wasm',
      'tree-sitter-javascript.wasm',
      'tree-sitter-python.wasm',
      'tree-sitter-tsx.wasm',
      'tree-sitter-typescript.wasm',
      'web-tree-sitter.wasm',
    ]);
    for (const wasm of WASM_FILES) expect(require.resolve(wasm.source)).toMatch(new RegExp(`${wasm.file.replace('.', '\\.')}$`));
  });

  it('prefers the wasm folder next to the bundle, else the installed packages', () => {
    const bundle = mkdtempSync(join(tmpdir(), 'sextant-bundle-'));
    try {
      const folder = new URL('./wasm/', pathToFileURL(join(bundle, 'index.js')));
      const installed = resolveWasmLocation(folder);
      expect(installed.runtime).toBe(require.resolve('web-tree-sitter/web-tree-sitter.wasm'));
      mkdirSync(join(bundle, 'wasm'));
      for (const wasm of WASM_FILES) copyFileSync(require.resolve(wasm.source), join(bundle, 'wasm', wasm.file));
      const bundled = resolveWasmLocation(folder);
      expect(bundled.runtime).toBe(join(bundle, 'wasm', 'web-tree-sitter.wasm'));
      expect(bundled.grammar('tsx')).toBe(join(bundle, 'wasm', 'tree-sitter-tsx.wasm'));
    } finally {
      rmSync(bundle, { recursive: true, force: true });
    }
  });
});
