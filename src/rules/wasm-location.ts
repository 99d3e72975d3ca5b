import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Language } from '../diff/language.js';

/**
 * Where the tree-sitter wasm files live. The bundled action carries copies in `dist/wasm/` (next to
 * the bundle, because runners have no node_modules); tests and local development read them from the
 * installed packages. This module has no side effects so the build script can import `WASM_FILES`.
 */

interface WasmFile {
  /** File name inside the bundle's `wasm/` folder. */
  file: string;
  /** Package specifier that resolves to the installed copy (`require.resolve`). */
  source: string;
}

const RUNTIME_WASM: WasmFile = { file: 'web-tree-sitter.wasm', source: 'web-tree-sitter/web-tree-sitter.wasm' };

const GRAMMAR_WASM: Readonly<Record<Language, WasmFile>> = {
  typescript: grammar('typescript'),
  tsx: grammar('tsx'),
  javascript: grammar('javascript'),
  python: grammar('python'),
  go: grammar('go'),
};

/** Every wasm file the engine may load: what the build copies into `dist/wasm/`. */
export const WASM_FILES: readonly WasmFile[] = [RUNTIME_WASM, ...Object.values(GRAMMAR_WASM)];

function grammar(name: string): WasmFile {
  const file = `tree-sitter-${name}.wasm`;
  return { file, source: `@vscode/tree-sitter-wasm/wasm/${file}` };
}

export interface WasmLocation {
  /** Path of web-tree-sitter's own wasm (for `Parser.init({ locateFile })`). */
  runtime: string;
  grammar(language: Language): string;
}

/**
 * Resolves each file from the bundle's `wasm/` folder when it is there, else from the installed package.
 * In the bundle `import.meta.url` is `dist/index.js` or `dist/cli.js`, so the folder is `dist/wasm/`.
 */
export function resolveWasmLocation(bundleFolder: URL = new URL('./wasm/', import.meta.url)): WasmLocation {
  const resolve = (wasm: WasmFile): string => {
    const bundled = fileURLToPath(new URL(wasm.file, bundleFolder));
    return existsSync(bundled) ? bundled : createRequire(import.meta.url).resolve(wasm.source);
  };
  return { runtime: resolve(RUNTIME_WASM), grammar: (language) => resolve(GRAMMAR_WASM[language]) };
}
