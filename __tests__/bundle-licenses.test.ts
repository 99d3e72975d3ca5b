import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
// @ts-expect-error a plain JavaScript build helper without type declarations
import { packageDirectory } from '../scripts/collect-licenses.mjs';

/** `name version (licence)` headings of dist/licenses.txt (written by `npm run build`). */
function listedPackages(): Map<string, string> {
  const text = readFileSync('dist/licenses.txt', 'utf8');
  const sections = text.split(/^={80}\n/m).slice(1);
  const listed = new Map<string, string>();
  for (let index = 0; index + 1 < sections.length; index += 2) {
    const name = /^(\S+) /.exec(sections[index] ?? '')?.[1];
    if (name) listed.set(name, sections[index + 1] ?? '');
  }
  return listed;
}

it('dist/licenses.txt carries the licence text of every package the bundle contains', async () => {
  const { metafile } = await build({
    entryPoints: ['src/index.ts', 'src/cli.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    splitting: true,
    outdir: 'unused',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bundled = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const directory = (packageDirectory as (path: string) => string | undefined)(input);
    if (directory) bundled.add((JSON.parse(readFileSync(`${directory}/package.json`, 'utf8')) as { name: string }).name);
  }
  // The wasm parser and grammars are copied beside the bundle rather than bundled.
  bundled.add('web-tree-sitter').add('@vscode/tree-sitter-wasm');

  const listed = listedPackages();
  expect([...bundled].filter((name) => !listed.has(name))).toEqual([]);
  for (const name of bundled) expect([name, listed.get(name)]).toEqual([name, expect.stringMatching(/Permission|Apache License|ISC/)]);
  expect(bundled.size).toBeGreaterThan(20);
});
