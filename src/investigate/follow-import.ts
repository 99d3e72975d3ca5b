import type { Indexed } from './indexed-file.js';

/** Re-exports followed from an import to the module that defines the name (`index.ts` barrels chain). */
const MAX_REEXPORT_HOPS = 4;

/** Where `name`, imported from `source` by `from`, is defined: through re-exports, to the module that defines it. */
export async function followImport(
  from: string,
  name: string,
  source: string,
  ports: { load: (path: string) => Promise<Indexed | undefined>; modulePaths: (from: string, source: string) => Promise<string[]> },
  hops: number,
): Promise<{ path: string; name: string } | undefined> {
  for (const path of await ports.modulePaths(from, source)) {
    const entry = await ports.load(path);
    if (!entry) continue;
    const defined = entry.symbols.definitions.find((definition) =>
      name === 'default' ? definition.isDefault : definition.name === name && definition.exported,
    );
    if (defined) return { path, name: defined.name };
    if (hops >= MAX_REEXPORT_HOPS) return undefined;
    for (const link of entry.symbols.reExports) {
      const passed = link.local === name ? link.imported : link.local === '*' && name !== 'default' ? name : undefined;
      const found = passed === undefined ? undefined : await followImport(path, passed, link.source, ports, hops + 1);
      if (found) return found;
    }
    return undefined;
  }
  return undefined;
}

/** The changed file a test imports: a script module it resolves (relative or a workspace package), a Python module it names. */
export async function importedChangedPath(
  path: string,
  entry: Indexed,
  changed: readonly string[],
  modulePaths: (from: string, source: string) => Promise<string[]>,
): Promise<string | undefined> {
  if (entry.language === 'python') {
    const modules = new Map(
      changed.filter((file) => file.endsWith('.py')).map((file) => [file.replace(/(?:\/__init__)?\.py$/, '').replaceAll('/', '.'), file]),
    );
    for (const line of entry.lines) {
      const named = /^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))/.exec(line);
      const module = named?.[1] ?? named?.[2];
      const found =
        module === undefined ? undefined : [...modules].find(([dotted]) => dotted === module || (module.includes('.') && dotted.endsWith(`.${module}`)));
      if (found) return found[1];
    }
    return undefined;
  }
  for (const source of new Set(entry.symbols.imports.map((link) => link.source))) {
    const target = (await modulePaths(path, source)).find((candidate) => changed.includes(candidate));
    if (target) return target;
  }
  return undefined;
}
