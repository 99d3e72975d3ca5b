/**
 * Which names a JavaScript or TypeScript file imports from the project's own modules that those modules declare
 * `async`: a call of one in statement position starts a promise nobody waits for. Read from the text (imports and
 * exports have a fixed shape), so no other file is parsed.
 */

export interface RelativeImport {
  /** As written: `./db`, `../lib/store.js`. */
  specifier: string;
  /** Each binding: the name the module exports (`default` for a default import) and the local name. */
  names: Array<{ imported: string; local: string }>;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `import a, { b, c as d } from './x'` and `const { e, f: g } = require('./x')`: the project's own modules only. */
export function relativeImportsOf(content: string): RelativeImport[] {
  const imports: RelativeImport[] = [];
  for (const found of content.matchAll(/(?:^|[\n;])\s*import\s+(?!type\s)([\w$]+\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"](\.{1,2}\/[^'"\n]+)['"]/g)) {
    const names: RelativeImport['names'] = [];
    const defaultName = found[1]?.replace(/[\s,]/g, '');
    if (defaultName && IDENTIFIER.test(defaultName)) names.push({ imported: 'default', local: defaultName });
    for (const part of (found[2] ?? '').split(',')) {
      const binding = /^\s*(?:type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
      if (binding?.[1] && !/^\s*type\s/.test(part)) names.push({ imported: binding[1], local: binding[2] ?? binding[1] });
    }
    if (names.length > 0 && found[3]) imports.push({ specifier: found[3], names });
  }
  for (const found of content.matchAll(/\b(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(\s*['"](\.{1,2}\/[^'"\n]+)['"]\s*\)/g)) {
    const names: RelativeImport['names'] = [];
    for (const part of (found[1] ?? '').split(',')) {
      const binding = /^\s*([\w$]+)(?:\s*:\s*([\w$]+))?\s*$/.exec(part);
      if (binding?.[1]) names.push({ imported: binding[1], local: binding[2] ?? binding[1] });
    }
    if (names.length > 0 && found[2]) imports.push({ specifier: found[2], names });
  }
  return imports;
}

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs', '.cts'];
/** What a compiled extension in an import stands for in TypeScript sources (`./db.js` is `./db.ts`). */
const SOURCE_OF: Readonly<Record<string, readonly string[]>> = { '.js': ['.ts', '.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'], '.jsx': ['.tsx'] };

/** The repository paths a relative import may name, in the order a bundler tries them; [] when it leaves the repository. */
export function moduleCandidates(fromPath: string, specifier: string): string[] {
  const parts = fromPath.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return [];
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const target = parts.join('/');
  const extension = /\.[cm]?[jt]sx?$/.exec(target)?.[0];
  if (extension) {
    const stem = target.slice(0, -extension.length);
    return [target, ...(SOURCE_OF[extension] ?? []).map((source) => `${stem}${source}`)];
  }
  return [...SCRIPT_EXTENSIONS.map((candidate) => `${target}${candidate}`), ...SCRIPT_EXTENSIONS.map((candidate) => `${target}/index${candidate}`)];
}

/**
 * The names a module exports as `async` functions: `export async function f`, `export const f = async (…) =>`,
 * `export default async function`, and `async function f` listed in `export { f as g }`.
 */
export function asyncExportsOf(text: string): Set<string> {
  const exported = new Set<string>();
  // An `async function*` returns an iterator, not a promise: left out.
  for (const found of text.matchAll(/\bexport\s+(default\s+)?async\s+function\s*(?!\*)([\w$]*)/g)) exported.add(found[1] ? 'default' : (found[2] ?? ''));
  for (const found of text.matchAll(/\bexport\s+(?:const|let)\s+([\w$]+)\s*(?::[^=]+)?=\s*async\b/g)) exported.add(found[1] ?? '');
  const asyncLocal = new Set(
    [...text.matchAll(/(?:^|[\s;])async\s+function\s+([\w$]+)|\b(?:const|let)\s+([\w$]+)\s*(?::[^=]+)?=\s*async\b/g)].map(
      (found) => found[1] ?? found[2] ?? '',
    ),
  );
  for (const list of text.matchAll(/\bexport\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const part of (list[1] ?? '').split(',')) {
      const binding = /^\s*([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
      if (binding?.[1] && asyncLocal.has(binding[1])) exported.add(binding[2] ?? binding[1]);
    }
  }
  exported.delete('');
  return exported;
}
