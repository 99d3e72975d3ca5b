// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with everything they need, including the
// WebAssembly parser and grammars, so the action runs from a checkout with no `npm install`.
import { build } from 'esbuild';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
// Node 24 (the project's dev runtime) runs this type-only TypeScript module as is.
import { WASM_FILES } from '../src/rules/wasm-location.ts';
import { collectLicenses, packageDirectory } from './collect-licenses.mjs';

const require = createRequire(import.meta.url);

/**
 * zod bundles its error messages in sixty-odd languages, and importing zod evaluates them all: half of its
 * code, loaded on every start. Sextant's messages are English, so the bundle keeps zod's English ones only.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: dirname(args.path),
    }));
  },
};

// Built beside dist/ and swapped in at the end, so a test running meanwhile never sees a half-written bundle.
const staging = `dist.building-${process.pid}`;
await rm(staging, { recursive: true, force: true });
try {
  const { metafile } = await build({
    // The scan worker is an entry of its own: the scan pool starts it from dist/scan-worker.js, next to the chunks.
    entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts', 'scan-worker': 'src/rules/scan-worker.ts' },
    outdir: staging,
    bundle: true,
    format: 'esm',
    platform: 'node',
    // Code behind a dynamic import() (the model and GitHub stacks) goes to its own chunk, loaded only when
    // used. Chunks stay in dist/ itself, beside the entries, so every one of them finds dist/wasm/ next to it.
    splitting: true,
    chunkNames: '[name]-[hash]',
    // The CLI runs on the user's Node (>= 20); the action on the runner's node24.
    target: 'node20',
    // The notices go to dist/licenses.txt instead, one per package rather than scattered through the code.
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [zodEnglishOnly],
    // Some bundled CommonJS dependencies call require() for Node built-ins.
    banner: { js: "import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);" },
  });

  await mkdir(`${staging}/wasm`, { recursive: true });
  for (const { file, source } of WASM_FILES) await copyFile(require.resolve(source), `${staging}/wasm/${file}`);
  const wasmPackages = WASM_FILES.map(({ source }) => packageDirectory(require.resolve(source)));
  await writeFile(`${staging}/licenses.txt`, await collectLicenses(metafile, wasmPackages));
} catch (error) {
  // A failed build leaves dist/ as it was and no half-written staging folder behind.
  await rm(staging, { recursive: true, force: true });
  throw error;
}
await rm('dist', { recursive: true, force: true });
await rename(staging, 'dist');
