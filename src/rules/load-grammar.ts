import { readFile } from 'node:fs/promises';
import { Language as Grammar, Parser } from 'web-tree-sitter';
import type { Language } from '../diff/language.js';
import { resolveWasmLocation } from './wasm-location.js';
import type { WasmLocation } from './wasm-location.js';

// The wasm runtime and the grammars are process-wide and immutable once loaded: every parser shares them.
let runtimeReady: Promise<void> | undefined;
const grammars = new Map<Language, Promise<Grammar>>();

function initRuntime(location: WasmLocation): Promise<void> {
  runtimeReady ??= Parser.init({
    locateFile: (file: string, prefix: string) => (file === 'web-tree-sitter.wasm' ? location.runtime : prefix + file),
  }).catch((error: unknown) => {
    runtimeReady = undefined;
    throw error;
  });
  return runtimeReady;
}

/** The tree-sitter grammar of `language`, loaded once per process (the wasm runtime first). */
export async function loadGrammar(language: Language, location: WasmLocation = resolveWasmLocation()): Promise<Grammar> {
  await initRuntime(location);
  let grammar = grammars.get(language);
  if (!grammar) {
    grammar = readFile(location.grammar(language)).then((bytes) => Grammar.load(bytes));
    grammar.catch(() => grammars.delete(language));
    grammars.set(language, grammar);
  }
  return grammar;
}
