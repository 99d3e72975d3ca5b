// The benchmarks share TypeScript with the sources and the Jest suite: bundle an entry with esbuild and import it.
import { build } from 'esbuild';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Inside node_modules so that the bundle resolves the installed grammars.
const outdir = fileURLToPath(new URL('../node_modules/.cache/sextant-bench/', import.meta.url));

/** Bundles `path` (a .ts file) and imports the result. */
export async function importTypeScript(path) {
  return import(pathToFileURL(await bundleTypeScript(path)).href);
}

/** Bundles `path` (a .ts file); returns the path of the bundle, which other processes can import. */
export async function bundleTypeScript(path) {
  const name = basename(path, '.ts');
  await build({
    entryPoints: { [name]: path },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
    // Some bundled CommonJS dependencies call require() for Node built-ins.
    banner: { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" },
  });
  return `${outdir}${name}.mjs`;
}

/** One row of a precision/recall table. */
export function scoreRow(label, score, width = 24) {
  const ratio = (value) => value.toFixed(2).padStart(10);
  const count = (value) => String(value).padStart(5);
  return `  ${label.padEnd(width)}${ratio(score.precision)}${ratio(score.recall)}${count(score.truePositives)}${count(score.falsePositives)}${count(score.falseNegatives)}`;
}

export function scoreHeader(width = 24) {
  return `  ${''.padEnd(width)}${'precision'.padStart(10)}${'recall'.padStart(10)}${'TP'.padStart(5)}${'FP'.padStart(5)}${'FN'.padStart(5)}`;
}
