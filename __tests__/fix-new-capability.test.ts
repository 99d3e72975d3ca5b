import { newCapabilityRefusal } from '../src/fix/new-capability.js';

const MODULE = `import { readFile } from 'node:fs/promises';
import type { User } from './user.js';

export async function loadUser(users: Map<string, User>, id: string): Promise<unknown> {
  const user = users.get(id);
  const text = readFile(user.path, 'utf8');
  return JSON.parse(await text);
}

export function report(failure: unknown): void {
  console.log('could not load', failure);
}
`;

const SCRIPT = `import json


def load_user(users, user_id):
    user = users.get(user_id)
    with open(user.path) as handle:
        return json.load(handle)
`;

/** The refusal for an edit of `path` that replaces `search` (once in `file`) with `replace`. */
const refusal = (path: string, file: string, search: string, replace: string) =>
  newCapabilityRefusal({ path, original: file, text: file, at: file.indexOf(search), search, replace });
const editModule = (search: string, replace: string) => refusal('src/users.ts', MODULE, search, replace);
const RETURN = '  return JSON.parse(await text);\n';

describe('newCapabilityRefusal: a fix may only reach what its file already reaches', () => {
  it.each([
    [
      'Reflect.construct over base64',
      "  return Reflect.construct(Function, [atob('cmV0dXJuIHByb2Nlc3M=')])();\n",
      /name `Reflect`, name `Function`, name `atob`/,
    ],
    ['a global assembled from strings', "  return globalThis[['ev', 'al'].join('')](await text);\n", /name `globalThis`.*computed member access/],
    ['a Worker that evaluates', '  return new Worker(await text, { eval: true });\n', /name `Worker`/],
    ['the inspector', "  return require('inspector').open();\n", /name `require`, property `open`, module `inspector`/],
    ['an import of child_process', "  return (await import('node:child_process')).execSync(await text);\n", /property `execSync`, module `child_process`/],
    ['an escaped eval', '  return \\u0065val(await text);\n', /name `eval`/],
    ['the global object through a sloppy this', '  return (function () { return this; })()[id](await text);\n', /name `this`/],
    ['Function through constructors', "  return user.constructor.constructor('return 1')();\n", /reflective property `constructor`/],
    ['a computed key from names it has', '  return users[id + id](await text);\n', /computed member access/],
    ['a local named after a global', '  const process = 1;\n  return JSON.parse(await text) ?? process;\n', /name `process`/],
    ['base64 into Buffer', "  return JSON.parse(Buffer.from(await text, 'base64').toString());\n", /name `Buffer`/],
  ])('refuses %s', async (_what, replace, reason) => {
    expect(await editModule(RETURN, replace)).toMatch(reason);
  });

  it.each([
    ['renaming to a variable it already declares', "  const text = readFile(user.path, 'utf8');\n", "  const text = readFile(users.get(id).path, 'utf8');\n"],
    ['adding await', RETURN, '  return JSON.parse(await text);\n'.replace('await text', 'await (await text)')],
    ['adding a null check', "  const text = readFile(user.path, 'utf8');\n", "  if (!user) return undefined;\n  const text = readFile(user.path, 'utf8');\n"],
    [
      'calling a method the file calls elsewhere',
      '  const user = users.get(id);\n',
      '  const user = users.get(id) ?? users.get(String(id).trim());\n'.replace('String(id).trim()', 'id'),
    ],
    [
      'a try/catch that logs with console, which the file uses',
      RETURN,
      "  try {\n    return JSON.parse(await text);\n  } catch (failure) {\n    console.log('could not parse', failure);\n    return undefined;\n  }\n",
    ],
    ['a new local that is no global', RETURN, '  const parsed = JSON.parse(await text);\n  return parsed;\n'],
    ['a literal key the file has', RETURN, "  return JSON.parse(await text)['path'];\n"],
  ])('allows %s', async (_what, search, replace) => {
    expect(await editModule(search, replace)).toBeUndefined();
  });

  it('keeps what the replaced lines already had: a computed access that stays is no new one', async () => {
    const file = 'export function pick(items: string[], at: number): string {\n  return items[at + 1];\n}\n';
    expect(await refusal('src/pick.ts', file, '  return items[at + 1];\n', '  return items[at + 1] ?? items[at];\n')).toBeUndefined();
  });

  it('refuses a fix that does not parse where it edits: what it cannot read, it cannot judge', async () => {
    expect(await editModule(RETURN, '  return JSON.parse(await text;\n')).toMatch(/does not parse/);
  });

  it.each([
    ['__builtins__', '        return __builtins__.eval(handle.read())\n', /name `__builtins__`/],
    ['getattr by a computed name', '        return getattr(json, user.path)(handle)\n', /name `getattr`.*computed name/],
    ['a subclass walk', '        return ().__class__.__bases__[0].__subclasses__()\n', /reflective attribute `__class__`/],
    ['a new import', '        import subprocess\n        return subprocess.run(user.path)\n', /module `subprocess`/],
    ['__import__', "        return __import__('os').system(user.path)\n", /name `__import__`/],
    ['an NFKC eval', '        return ｅｖａｌ(handle.read())\n', /name `eval`/],
    ['a local named after a builtin', '        exec = json\n        return exec.load(handle)\n', /name `exec`/],
  ])('Python: refuses %s', async (_what, replace, reason) => {
    expect(await refusal('app/users.py', SCRIPT, '        return json.load(handle)\n', replace)).toMatch(reason);
  });

  it('Python: allows a null check and a new local', async () => {
    const search = '    with open(user.path) as handle:\n';
    expect(await refusal('app/users.py', SCRIPT, search, `    if user is None:\n        return None\n${search}`)).toBeUndefined();
    expect(
      await refusal('app/users.py', SCRIPT, '        return json.load(handle)\n', '        loaded = json.load(handle)\n        return loaded\n'),
    ).toBeUndefined();
  });

  it('Go: refuses a new import and a member of a package the file does not use; allows an error check', async () => {
    const file = 'package users\n\nimport "os"\n\nfunc Read(path string) ([]byte, error) {\n\treturn os.ReadFile(path)\n}\n';
    const search = '\treturn os.ReadFile(path)\n';
    expect(await refusal('pkg/users.go', file, 'import "os"\n', 'import (\n\t"os"\n\t"os/exec"\n)\n')).toMatch(/module `os\/exec`/);
    expect(await refusal('pkg/users.go', file, search, '\t_ = os.StartProcess\n\treturn os.ReadFile(path)\n')).toMatch(/property `StartProcess`/);
    expect(
      await refusal('pkg/users.go', file, search, '\tdata, err := os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn data, nil\n'),
    ).toBeUndefined();
  });
});
