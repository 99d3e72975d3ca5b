import { posix } from 'node:path';
import { resolveCandidates } from '../llm/related-code.js';

/** Where in a package its source lives, tried in this order ('' is the package's folder itself). */
const SOURCE_FOLDERS = ['src', 'lib', ''];

/**
 * Where a monorepo's own packages are: a bare import (`@vue/shared`, `@trpc/server/observable`) that names
 * one of them resolves to its source in the repository, not to a dependency. The workspaces are the
 * root `package.json`'s `workspaces` and `pnpm-workspace.yaml`'s `packages`; a folder is a package of
 * that name when its `package.json` says so. Returns, for a specifier, the files it may resolve to
 * (empty when it names no package of the repository); answers are cached, files are read once.
 */
export function workspacePackages(readFile: (path: string) => Promise<string | undefined>): (specifier: string) => Promise<string[]> {
  let root: Promise<Manifest | undefined> | undefined;
  let patterns: Promise<string[]> | undefined;
  const folders = new Map<string, Promise<string | undefined>>();

  async function folderOf(name: string): Promise<string | undefined> {
    root ??= readFile('package.json').then(parseJson);
    const manifest = await root;
    // The repository's own root package: `preact/compat` imported inside preact.
    if (manifest?.name === name) return '';
    patterns ??= workspacePatterns(manifest, readFile);
    const unscoped = name.split('/').at(-1) ?? name;
    for (const pattern of await patterns) {
      // `packages/*` holds a package in a folder named after it; an exact entry is one package.
      const folder = pattern.endsWith('/*') ? `${pattern.slice(0, -2)}/${unscoped}` : pattern.includes('*') ? undefined : pattern;
      if (folder === undefined) continue;
      if (parseJson(await readFile(`${folder}/package.json`))?.name === name) return folder;
    }
    return undefined;
  }

  return async (specifier) => {
    if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return [];
    const parts = specifier.split('/');
    const nameLength = specifier.startsWith('@') ? 2 : 1;
    const name = parts.slice(0, nameLength).join('/');
    const subpath = parts.slice(nameLength).join('/');
    if (!folders.has(name)) folders.set(name, folderOf(name));
    const folder = await folders.get(name);
    if (folder === undefined) return [];
    // The published entry points name built files (`dist/`); the source beside them is what a reviewer reads:
    // `<package>/src/<subpath>`, or a subpath that is a folder with a source folder of its own.
    const within = SOURCE_FOLDERS.flatMap((source) => resolveCandidates(`${posix.join(folder, source)}/_`, `./${subpath || 'index'}`, 'script'));
    const nested = subpath
      ? SOURCE_FOLDERS.filter(Boolean).flatMap((source) => resolveCandidates(`${posix.join(folder, subpath, source)}/_`, './index', 'script'))
      : [];
    return [...within, ...nested];
  };
}

async function workspacePatterns(manifest: Manifest | undefined, readFile: (path: string) => Promise<string | undefined>): Promise<string[]> {
  const workspaces = manifest?.workspaces;
  const declared = Array.isArray(workspaces) ? workspaces : (workspaces as { packages?: unknown } | undefined)?.packages;
  const fromManifest: unknown[] = Array.isArray(declared) ? declared : [];
  const pnpm = await readFile('pnpm-workspace.yaml');
  // The `packages:` list of pnpm's file: one quoted or bare path pattern a line.
  const listed = pnpm
    ? [...(/^packages:\s*\n((?:[ \t]*(?:-.*|#.*)?\n?)*)/m.exec(pnpm)?.[1] ?? '').matchAll(/^[ \t]*-[ \t]*['"]?([^'"#\s]+)['"]?/gm)].map((match) => match[1])
    : [];
  return [...fromManifest, ...listed]
    .filter((pattern): pattern is string => typeof pattern === 'string' && !pattern.startsWith('!'))
    .map((pattern) => pattern.replace(/^\.\//, '').replace(/\/$/, ''));
}

interface Manifest {
  name?: unknown;
  workspaces?: unknown;
}

function parseJson(text: string | undefined): Manifest | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Manifest) : undefined;
  } catch {
    return undefined;
  }
}
