import type { CandidateFinding } from '../src/findings/finding.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

let engine: StaticEngine;
beforeAll(async () => {
  engine = await createStaticEngine({ languages: ['javascript', 'typescript', 'python'] });
});

/**
 * The undefined-name findings of changing `before` into `after`, where the change added lines `added` (1-based, of
 * `after`) and kept each other line of `after` from the next line of `before` with the same text.
 */
function change(path: string, before: string, after: string, added: readonly number[]): CandidateFinding[] {
  const beforeLines = before.split('\n');
  const lineBefore = new Map<number, number>();
  let next = 0;
  after.split('\n').forEach((text, index) => {
    if (added.includes(index + 1)) return;
    next = beforeLines.indexOf(text, next) + 1;
    lineBefore.set(index + 1, next);
  });
  return engine
    .scanFile({ path, content: after, changedLines: new Set(added), before: { text: before, lineBefore: (line) => lineBefore.get(line) } })
    .filter((finding) => finding.rule_id === 'review/undefined-name');
}

function added(path: string, content: string): CandidateFinding[] {
  const lines = content.split('\n').map((_, index) => index + 1);
  return engine.scanFile({ path, content, changedLines: new Set(lines) }).filter((finding) => finding.rule_id === 'review/undefined-name');
}

describe('a binding the change removed while the module still reads the name', () => {
  it('is reported in TypeScript at the first read, even on a line the change did not touch', () => {
    const before = "import { format } from './format.js';\nimport { parse } from './parse.js';\n\nexport const show = (text: string) => format(parse(text));\n";
    const after = "import { parse } from './parse.js';\n\nexport const show = (text: string) => format(parse(text));\nexport const version = 2;\n";
    const findings = change('src/show.ts', before, after, [4]);
    expect(findings.map((finding) => [finding.line, finding.description])).toEqual([
      [3, '`format` is not declared or imported in this module (this change removed its declaration): reaching this line throws `ReferenceError`.'],
    ]);
  });

  it('is reported in Python, and not when the change moved the import', () => {
    const before = 'import json\nimport os\n\n\ndef load(path):\n    return json.loads(os.path.join(path))\n';
    const removed = 'import os\n\n\ndef load(path):\n    return json.loads(os.path.join(path))\n\n\nVERSION = 2\n';
    expect(change('app/load.py', before, removed, [8]).map((finding) => [finding.line, finding.description])).toEqual([
      [5, '`json` is not defined or imported in this module (this change removed its import or definition): reaching this line raises `NameError`.'],
    ]);
    const moved = 'import os\n\n\ndef load(path):\n    import json\n\n    return json.loads(os.path.join(path))\n';
    expect(change('app/load.py', before, moved, [5, 6])).toEqual([]);
  });

  it('is reported when a parameter the change removed is still read in its function, though another function has one of that name', () => {
    const before = 'export function save(store, options) {\n  return store.write(options.path);\n}\nexport const load = (options) => options.path;\n';
    const after = 'export function save(store) {\n  return store.write(options.path);\n}\nexport const load = (options) => options.path;\n';
    expect(change('src/store.ts', before, after, [1]).map((finding) => [finding.line, finding.severity, finding.description])).toEqual([
      [2, 'info', '`options` is not declared or imported in this module: reaching this line throws `ReferenceError`.'],
    ]);
  });

  it('is not reported for a global the code now uses instead (fetch, URL, Buffer)', () => {
    const before = "import fetch from 'node-fetch';\n\nexport const get = (url: string) => fetch(url);\n";
    const after = '\nexport const get = (url: string) => fetch(url);\n';
    expect(change('src/get.ts', before, after, [1])).toEqual([]);
  });
});

describe('undeclared names in JavaScript', () => {
  it('resolves a name many functions bind: a function before the read does not hold it, the function around it does', () => {
    const steps = Array.from({ length: 50 }, (_, index) => `function step${index}(value) {\n  return value + ${index};\n}`).join('\n');
    const content = `import { run } from './run.js';\n${steps}\nexport function outer(value) {\n  return () => () => value;\n}\nexport const last = () => run(value);\n`;
    expect(added('src/steps.js', content).map((finding) => [finding.line, finding.description.split('`')[1]])).toEqual([[155, 'value']]);
  });

  it('reports them in a module of the project, not in its tests, examples or plain scripts', () => {
    const module = "import { readFile } from 'node:fs/promises';\n\nexport async function load(path) {\n  return JSON.parse(await readFile(pth, 'utf8'));\n}\n";
    expect(added('lib/load.js', module).map((finding) => [finding.line, finding.column])).toEqual([[4, 36]]);
    expect(added('test/load.spec.js', module)).toEqual([]);
    expect(added('examples/load.js', module)).toEqual([]);
    // A script a page loads with others shares their globals.
    expect(added('public/app.js', 'const socket = io();\nsocket.on("message", render);\n')).toEqual([]);
  });

  it('knows every environment globals, build-time constants and `/* global */` comments', () => {
    const module =
      '/* global Sortable, tinymce: readonly */\nexport const setup = () => [window, process.env.NODE_ENV, Buffer, describe, $, __DEV__, new Sortable(), tinymce, structuredClone];\n';
    expect(added('lib/setup.js', module)).toEqual([]);
  });

  it('leaves alone a module with many undeclared names, and TypeScript names the compiler judges', () => {
    expect(added('lib/legacy.js', 'export const run = () => helperOne(helperTwo(helperThree()));\n')).toEqual([]);
    expect(added('src/typed.ts', 'export const total = (items: number[]) => items.reduce(add, START);\n')).toEqual([]);
  });
});

describe('what is shown by default', () => {
  it('shows an exception a raise or except names, and keeps every other name at info', () => {
    const code = 'def read(chunk):\n    if not chunk:\n        raise HTTPInputError("empty")\n    return pathlib.Path(chunk)\n';
    expect(added('app/read.py', code).map((finding) => [finding.line, finding.severity])).toEqual([
      [3, 'high'],
      [4, 'info'],
    ]);
  });
});

describe('Python scopes', () => {
  it('reports a name only another function or a class body binds, as Python resolves it', () => {
    const renamed = 'def parse(text):\n    tokens = text.split()\n    return tokens\n\n\ndef count(text):\n    words = text.split()\n    return len(tokens)\n';
    expect(added('app/parse.py', renamed).map((finding) => [finding.line, finding.description.split(' ')[0]])).toEqual([[8, '`tokens`']]);
    const classAttribute = 'class Client:\n    timeout = 5\n    retries = timeout * 2\n\n    def get(self):\n        return timeout\n';
    expect(added('app/client.py', classAttribute).map((finding) => finding.line)).toEqual([6]);
  });

  it('sees enclosing functions, the module, globals a function declares, comprehension names, and reads bases where the class is defined', () => {
    const code =
      'def outer(items):\n    factor = 2\n\n    def inner():\n        return [item * factor for item in items]\n\n    return inner\n\n\n' +
      'def setup():\n    global CACHE\n    CACHE = {}\n\n\ndef lookup(key):\n    return CACHE.get(key), outer\n\n\n' +
      // A class's bases are read in the scope around it: here the enclosing class body.
      'class Connection:\n    class Error(Exception):\n        pass\n\n    class Abort(Error):\n        pass\n';
    expect(added('app/scopes.py', code)).toEqual([]);
  });
});
