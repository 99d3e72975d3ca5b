import { posix } from 'node:path';
import picomatch from 'picomatch';
import { SECRET_FILE_NAMES } from '../diff/scope.js';

/** Per changed file: at most this many imported modules are summarised, this many lines each. */
const IMPORTED_MODULES_LIMIT = 5;
const SIGNATURE_LINES_LIMIT = 25;
/** Test names of the related test file, enough to see what is covered. */
const TEST_LINES_LIMIT = 40;
/** Long lines (minified code, data) are cut: a signature is useful in its first characters. */
const LINE_CHARS_LIMIT = 200;

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const isSecretName = picomatch([...SECRET_FILE_NAMES], { dot: true });

/** Lines that declare something a caller uses: exported functions, classes, types; top-level defs. */
const DECLARATION_LINE: Record<string, RegExp> = {
  script: /^\s*export\s+(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:function\*?|class|abstract\s+class|interface|type|const|let|enum)\b/,
  python: /^(?:async\s+)?def\s|^class\s/,
};
/** Lines that declare a test, in the common frameworks. */
const TEST_LINE = /^\s*(?:describe|it|test|context|suite)(?:\.\w+)?\s*\(|^\s*(?:async\s+)?def\s+test_|^\s*func\s+Test|^\s*#\[test\]|^\s*@Test\b/;

interface RelatedCode {
  /** Repository-relative path of the related file. */
  path: string;
  relation: 'tests' | 'imported';
  /** Numbered lines from it (test names or signatures). */
  lines: string[];
}

/**
 * The code a reviewer of `path` may need beyond its diff: the names of its tests and the signatures of
 * the local modules it imports. Reads through `readFile` (the change's head); never reads secret files.
 */
export async function readRelatedCode(path: string, content: string, readFile: (path: string) => Promise<string | undefined>): Promise<RelatedCode[]> {
  const related: RelatedCode[] = [];
  for (const candidate of relatedTestPaths(path)) {
    const text = await readIfAllowed(candidate, readFile);
    if (text === undefined) continue;
    const lines = pickLines(text, TEST_LINE, TEST_LINES_LIMIT);
    if (lines.length > 0) related.push({ path: candidate, relation: 'tests', lines });
    break;
  }
  const language = SCRIPT_EXTENSIONS.includes(posix.extname(path)) ? 'script' : posix.extname(path) === '.py' ? 'python' : undefined;
  if (!language) return related;
  for (const specifier of importedSpecifiers(content, language).slice(0, IMPORTED_MODULES_LIMIT)) {
    for (const candidate of resolveCandidates(path, specifier, language)) {
      const text = await readIfAllowed(candidate, readFile);
      if (text === undefined) continue;
      const lines = pickLines(text, DECLARATION_LINE[language] ?? TEST_LINE, SIGNATURE_LINES_LIMIT);
      if (lines.length > 0) related.push({ path: candidate, relation: 'imported', lines });
      break;
    }
  }
  return related;
}

async function readIfAllowed(path: string, readFile: (path: string) => Promise<string | undefined>): Promise<string | undefined> {
  if (path.startsWith('../') || isSecretName(posix.basename(path))) return undefined;
  return readFile(path);
}

/** Where the tests of `path` usually live: next to it, or in a test folder, by the common naming schemes. */
export function relatedTestPaths(path: string): string[] {
  const extension = posix.extname(path);
  const directory = posix.dirname(path);
  const stem = posix.basename(path, extension);
  if (TEST_FILE.test(path)) return [];
  const join = (...parts: string[]) => posix.normalize(posix.join(...parts));
  if (extension === '.py')
    return [
      join(directory, `test_${stem}.py`),
      join(directory, `${stem}_test.py`),
      join('tests', `test_${stem}.py`),
      join(directory, 'tests', `test_${stem}.py`),
    ];
  if (extension === '.go') return [join(directory, `${stem}_test.go`)];
  return [
    join(directory, `${stem}.test${extension}`),
    join(directory, `${stem}.spec${extension}`),
    join(directory, '__tests__', `${stem}.test${extension}`),
    join('__tests__', `${stem}.test${extension}`),
    join('test', `${stem}.test${extension}`),
  ];
}

/** A test file by the common naming schemes: in a test folder, `*.test.*`, `*.spec.*`, `test_*.py`, `*_test.py`, `*_test.go`. */
export function isTestFile(path: string): boolean {
  return TEST_FILE.test(path);
}

const TEST_FILE = /(?:^|\/)(?:__tests__|tests?)\/|[._-](?:test|spec)\.[^/]+$|(?:^|\/)test_[^/]+\.py$|_test\.(?:go|py)$/;

function importedSpecifiers(content: string, language: 'script' | 'python'): string[] {
  const specifiers = new Set<string>();
  const pattern = language === 'script' ? /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g : /^\s*from\s+(\.+[\w.]*)\s+import\b/gm;
  for (const match of content.matchAll(pattern)) if (match[1]) specifiers.add(match[1]);
  return [...specifiers];
}

/** The repository paths an import of `specifier` from `from` may name, most likely first. */
export function resolveCandidates(from: string, specifier: string, language: 'script' | 'python'): string[] {
  const directory = posix.dirname(from);
  if (language === 'python') {
    const dots = /^\.+/.exec(specifier)?.[0].length ?? 1;
    const base = posix.join(directory, ...Array<string>(dots - 1).fill('..'));
    const module = specifier.slice(dots).split('.').filter(Boolean);
    const target = posix.normalize(posix.join(base, ...module));
    return [`${target}.py`, posix.join(target, '__init__.py')];
  }
  const target = posix.normalize(posix.join(directory, specifier));
  const extension = posix.extname(target);
  // TypeScript ESM imports name the emitted `.js` file; the source is the `.ts` next to it.
  const stem = SCRIPT_EXTENSIONS.includes(extension) ? target.slice(0, -extension.length) : target;
  const sources = SCRIPT_EXTENSIONS.includes(extension) ? [target, `${stem}.ts`, `${stem}.tsx`] : [];
  return [...sources, ...SCRIPT_EXTENSIONS.map((candidate) => `${stem}${candidate}`), `${stem}/index.ts`, `${stem}/index.js`];
}

function pickLines(text: string, pattern: RegExp, limit: number): string[] {
  const picked: string[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length && picked.length < limit; index++) {
    const line = lines[index] ?? '';
    if (pattern.test(line)) picked.push(`${index + 1}: ${line.trimEnd().slice(0, LINE_CHARS_LIMIT)}`);
  }
  return picked;
}
