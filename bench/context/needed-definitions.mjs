// What a reviewer needs to see to judge a function: the repository's own definitions of what it calls.
//
// "Needed", exactly, for one target line (a golden line of a real bug, or an added line of a real commit), at head:
// 1. The buggy function is the innermost function or method around the line, as src/investigate/index-file.ts
//    parses the file. A line outside any function (module level, a class body) has no needed definitions.
// 2. Its callees are the names the same parser records as calls between its first and last line (`f(…)`,
//    `x.f(…)` by the last name, `new F`, JSX elements), minus its own name and minus its parameters and the
//    variables it assigns (`callback()`, `const fn = …; fn()`): those call whatever they hold.
// 3. Left out as not the repository's: a name bound by an import from outside the repository (`from os import
//    path`, `import { z } from 'zod'`, Go packages outside go.mod's module) when every call of it is that binding
//    or qualified by such a binding (`strings.Contains`, `os.path.join`, `fs.readFile`); the language's builtin
//    functions; and the methods of its built-in containers and strings (`get`, `items`, `append`, `push`, `then`…),
//    which a repository that defines a method of the same name would otherwise count, unless the function calls
//    it on `this`/`self`. A bare specifier naming one of the repository's own packages (a monorepo workspace,
//    `@vue/shared`) is the repository's.
// 4. The definitions of a callee are found at head in the repository's source files of the same language family
//    (no tests, no node_modules/vendor/third_party/dist/build/deno_dist, no docs/examples/benchmarks, no .d.ts):
//    every definition the project's indexer reports with that name in a file that mentions it (git grep -w), and
//    also every line a per-language definition pattern matches that the indexer does not cover (`def name(`,
//    `func (r) name(`, `function name`, `name = function`, `name: (…) =>`, a method `name(…) {`), so a callee the
//    indexer cannot read still counts as needed (and shows up as missed).
// 5. A callee with no definition is a dependency's or a builtin's; one with more than MAX_DEFINITIONS is too
//    ambiguous to say which is meant (`run`, `handle`): both are left out.
// A needed callee is reached when the first line or the signature line (the first line naming it) of any one of
// its definitions is among the numbered code lines sent to the model.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_DEFINITIONS = 3;

const FAMILY = {
  python: ['*.py'],
  go: ['*.go'],
  typescript: ['*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.jsx', '*.mjs', '*.cjs'],
  javascript: ['*.js', '*.jsx', '*.mjs', '*.cjs', '*.ts', '*.tsx'],
};
const LEFT_OUT_PATH = /(?:^|\/)(?:node_modules|vendor|third_party|dist|build|deno_dist|docs?|docs_src|examples?|benchmarks?|bench)\/|\.d\.[cm]?ts$/;
const TEST_PATH =
  /(?:^|\/)(?:tests?|__tests__|spec|testing|testdata|fixtures?)\/|(?:^|\/)test_[^/]*\.py$|_test\.(?:py|go)$|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)conftest\.py$/;

export const isTestPath = (path) => TEST_PATH.test(path);

const BUILTINS = {
  python:
    'abs all any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile complex delattr dict dir divmod enumerate eval exec filter float format frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len list locals map max memoryview min next object oct open ord pow print property range repr reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip __import__ get items keys values append extend pop popitem update setdefault copy clear insert remove sort index count join split rsplit splitlines strip lstrip rstrip startswith endswith lower upper replace encode decode format partition rpartition find rfind add discard',
  go: 'append cap clear close complex copy delete imag len make max min new panic print println real recover',
  script:
    'parseInt parseFloat isNaN isFinite String Number Boolean Object Array Promise Symbol Error TypeError RangeError Map Set WeakMap WeakSet Date RegExp JSON BigInt require setTimeout clearTimeout setInterval clearInterval queueMicrotask structuredClone URL URLSearchParams TextEncoder TextDecoder Buffer AbortController encodeURIComponent decodeURIComponent encodeURI decodeURI push pop shift unshift map filter forEach reduce reduceRight slice splice concat join split includes indexOf lastIndexOf find findIndex findLast some every sort reverse flat flatMap keys values entries has get set delete add clear then catch finally toString valueOf trim trimStart trimEnd startsWith endsWith replace replaceAll toLowerCase toUpperCase padStart padEnd charAt charCodeAt codePointAt substring substr repeat match matchAll test exec apply call bind assign freeze create defineProperty getPrototypeOf hasOwnProperty isArray from of fill',
};

function builtinsOf(language) {
  return new Set(BUILTINS[language === 'python' || language === 'go' ? language : 'script'].split(' '));
}

/** Per-language lines that define `name`, as a reader would grep for them (POSIX extended, for git grep -E). */
export function definitionPattern(language, name) {
  if (language === 'python') return `^\\s*(async\\s+)?(def|class)\\s+${name}\\b`;
  if (language === 'go') return `^(func\\s+(\\([^)]*\\)\\s*)?${name}\\s*[[(]|type\\s+${name}\\b)`;
  return `(\\bfunction\\s*\\*?\\s*${name}\\s*[<(]|\\bclass\\s+${name}\\b|\\b${name}\\s*[:=]\\s*(async\\s+)?(function\\b|\\([^)]*\\)\\s*(:[^=]*)?=>|[A-Za-z_$][A-Za-z0-9_$]*\\s*=>)|^\\s*((static|async|get|set|public|private|protected|override|readonly)\\s+)*\\*?${name}\\s*(<[^>]*>)?\\([^)]*\\)?\\s*(:[^{]*)?\\{\\s*$)`;
}

function git(cwd, args) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** Local names bound to modules outside the repository by the file's imports. */
function externalBindings(language, text, workTree, workspace) {
  const external = new Set();
  if (language === 'python') {
    const local = (module) =>
      module.startsWith('.') ||
      existsSync(join(workTree, module.split('.')[0])) ||
      existsSync(join(workTree, `${module.split('.')[0]}.py`)) ||
      existsSync(join(workTree, 'src', module.split('.')[0]));
    for (const match of text.matchAll(/^\s*import\s+([\w.]+)(?:\s+as\s+(\w+))?/gm)) if (!local(match[1])) external.add(match[2] ?? match[1].split('.')[0]);
    for (const match of text.matchAll(/^\s*from\s+([\w.]+)\s+import\s+(\([^)]*\)|[^\n]+)/gm)) {
      if (local(match[1])) continue;
      for (const part of match[2].replace(/[()\\]/g, ' ').split(',')) {
        const bound = /(\w+)(?:\s+as\s+(\w+))?/.exec(part.trim());
        if (bound) external.add(bound[2] ?? bound[1]);
      }
    }
  } else if (language === 'go') {
    const module = existsSync(join(workTree, 'go.mod')) ? /^module\s+(\S+)/m.exec(readFileSync(join(workTree, 'go.mod'), 'utf8'))?.[1] : undefined;
    const imports = [
      ...text.matchAll(/^\s*import\s+(?:(\w+)\s+)?"([^"]+)"/gm),
      ...[...text.matchAll(/^import\s*\(([^)]*)\)/gm)].flatMap((block) => [...block[1].matchAll(/^\s*(?:([\w.]+)\s+)?"([^"]+)"/gm)]),
    ];
    for (const [, alias, path] of imports)
      if (!module || !path.startsWith(module))
        external.add(
          alias ??
            path
              .split('/')
              .at(-1)
              .replace(/^go-|\.v\d+$/g, ''),
        );
  } else {
    const bare = (source) => !source.startsWith('.') && !source.startsWith('/') && !workspace.some((name) => source === name || source.startsWith(`${name}/`));
    for (const match of text.matchAll(/import\s+([\w$]+)?\s*,?\s*(?:\{([^}]*)\}|\*\s+as\s+([\w$]+))?\s*from\s*['"]([^'"]+)['"]/g)) {
      if (!bare(match[4])) continue;
      if (match[1]) external.add(match[1]);
      if (match[3]) external.add(match[3]);
      for (const part of (match[2] ?? '').split(',')) {
        const bound = /([\w$]+)(?:\s+as\s+([\w$]+))?/.exec(part.replace(/\btype\s+/, '').trim());
        if (bound) external.add(bound[2] ?? bound[1]);
      }
    }
    for (const match of text.matchAll(/(?:const|let|var)\s+(?:([\w$]+)|\{([^}]*)\})\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      if (!bare(match[3])) continue;
      if (match[1]) external.add(match[1]);
      for (const part of (match[2] ?? '').split(',')) {
        const bound = /([\w$]+)(?:\s*:\s*([\w$]+))?/.exec(part.trim());
        if (bound) external.add(bound[2] ?? bound[1]);
      }
    }
  }
  return external;
}

/** The names of the repository's own packages (a monorepo's workspaces), which bare specifiers may import. */
function workspacePackages(workTree) {
  const names = [];
  for (const path of git(workTree, ['ls-files', '--', 'package.json', '*/package.json']).stdout.split('\n')) {
    if (!path || LEFT_OUT_PATH.test(path)) continue;
    try {
      const name = JSON.parse(readFileSync(join(workTree, path), 'utf8')).name;
      if (typeof name === 'string') names.push(name);
    } catch {
      // A package.json that does not parse names no package.
    }
  }
  return names;
}

/** Whether every call of `name` in the body is an external binding or qualified by one. */
function onlyExternal(name, body, external) {
  const escaped = name.replace(/\$/g, '\\$');
  const bare = [...body.matchAll(new RegExp(`(?<![\\w$.])${escaped}\\s*[(<]`, 'g'))].map(() => external.has(name));
  const qualified = [...body.matchAll(new RegExp(`([\\w$][\\w$.]*)\\s*\\.\\s*${escaped}\\s*[(<]`, 'g'))].map((call) => external.has(call[1].split('.')[0]));
  const calls = [...bare, ...qualified];
  return calls.length === 0 ? external.has(name) : calls.every(Boolean);
}

/** A parameter of the function or a variable it assigns: calling it calls whatever it holds, not a definition. */
function isLocal(name, parameters, body) {
  const word = name.replace(/\$/g, '\\$');
  const parameter = new RegExp(`[(,]\\s*(?:\\*{1,2}|\\.\\.\\.)?${word}(?:\\s*[,):=?]|\\s+[\\w*[])`).test(parameters);
  const arrowParameter = `(?<![\\w$.])${word}\\s*=>|\\((?:[^()]*,)?\\s*${word}\\s*[,:)][^()]*\\)\\s*(?::[^=]*)?=>`;
  return (
    parameter || new RegExp(`\\b(?:const|let|var|for)\\s+(?:[{[][^}\\]]*\\b)?${word}\\b|(?<![\\w$.])${word}\\s*(?::=|=(?![=>]))|${arrowParameter}`).test(body)
  );
}

/**
 * The needed definitions for target lines of one case, at the checked-out head of `workTree`.
 * `index` is `{ indexFile, languageOf }` from the project's sources; at most `maxFunctions` functions count.
 */
export async function neededDefinitions(workTree, targets, language, index, maxFunctions = Infinity) {
  const symbolsOf = new Map();
  const parse = async (path) => {
    if (!symbolsOf.has(path)) {
      const fileLanguage = index.languageOf(path);
      const full = join(workTree, path);
      const text = fileLanguage && existsSync(full) ? readFileSync(full, 'utf8') : undefined;
      symbolsOf.set(
        path,
        text === undefined ? undefined : { text, lines: text.split('\n'), symbols: await index.indexFile(fileLanguage, text), language: fileLanguage },
      );
    }
    return symbolsOf.get(path);
  };
  const builtins = builtinsOf(language);
  const workspace = workspacePackages(workTree);
  const functions = [];
  const callees = new Map();
  for (const target of targets) {
    const file = await parse(target.file);
    if (!file) continue;
    let enclosing;
    for (const definition of file.symbols.definitions) {
      if ((definition.kind !== 'function' && definition.kind !== 'method') || definition.start > target.line || definition.end < target.line) continue;
      if (!enclosing || definition.end - definition.start < enclosing.end - enclosing.start) enclosing = definition;
    }
    if (!enclosing) continue;
    const key = `${target.file}:${enclosing.start}`;
    if (functions.some((entry) => entry.key === key) || functions.length >= maxFunctions) continue;
    functions.push({ key, file: target.file, name: enclosing.name, start: enclosing.start, end: enclosing.end });
    const body = file.lines.slice(enclosing.start - 1, enclosing.end).join('\n');
    const external = externalBindings(file.language === 'tsx' ? 'typescript' : file.language, file.text, workTree, workspace);
    const signature = file.lines.slice(enclosing.start - 1, enclosing.start + 9);
    const opened = signature.findIndex((line) => /[{:]\s*(?:#.*|\/\/.*)?$/.test(line));
    const parameters = signature.slice(0, opened < 0 ? 1 : opened + 1).join('\n');
    for (const reference of file.symbols.references) {
      if (reference.kind !== 'call' || reference.line < enclosing.start || reference.line > enclosing.end || reference.name === enclosing.name) continue;
      const own = new RegExp(`\\b(?:this|self)\\.${reference.name.replace(/\$/g, '\\$')}\\s*\\(`).test(body);
      if ((builtins.has(reference.name) && !own) || callees.has(reference.name) || isLocal(reference.name, parameters, body)) continue;
      callees.set(reference.name, { external: onlyExternal(reference.name, body, external) });
    }
  }
  const globs = FAMILY[language];
  const needed = [];
  const leftOut = { dependency: [], undefined: [], ambiguous: [] };
  for (const [name, { external }] of callees) {
    if (external) {
      leftOut.dependency.push(name);
      continue;
    }
    const definitions = [];
    const mentioning = git(workTree, ['grep', '-l', '-w', '-F', '-e', name, '--', ...globs])
      .stdout.split('\n')
      .filter((path) => path && !LEFT_OUT_PATH.test(path) && !isTestPath(path));
    for (const path of mentioning) {
      const file = await parse(path);
      for (const definition of file?.symbols.definitions.filter((entry) => entry.name === name) ?? []) {
        const signature =
          definition.start +
          Math.max(
            0,
            file.lines.slice(definition.start - 1, definition.end).findIndex((line) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(line)),
          );
        definitions.push({ file: path, start: definition.start, end: definition.end, signature, indexed: true });
      }
    }
    const grep = git(workTree, ['grep', '-n', '-E', '-e', definitionPattern(language, name), '--', ...globs]).stdout.split('\n');
    for (const hit of grep) {
      const match = /^(.+?):(\d+):/.exec(hit);
      if (!match || LEFT_OUT_PATH.test(match[1]) || isTestPath(match[1])) continue;
      const line = Number(match[2]);
      if (definitions.some((entry) => entry.file === match[1] && entry.start <= line && line <= entry.end)) continue;
      definitions.push({ file: match[1], start: line, end: line, signature: line, indexed: false });
    }
    if (definitions.length === 0) leftOut.undefined.push(name);
    else if (definitions.length > MAX_DEFINITIONS) leftOut.ambiguous.push(name);
    else needed.push({ name, definitions });
  }
  return { functions, needed, leftOut };
}

/** Test files the fix commit changed that exist at the reviewed head. */
export function fixTests(workTree, fixSha) {
  const changed = git(workTree, ['diff-tree', '--no-commit-id', '--name-only', '-r', fixSha]).stdout.split('\n').filter(Boolean);
  return changed.filter((path) => isTestPath(path) && existsSync(join(workTree, path)));
}
