import type { SymbolDefinition } from './index-file.js';

/** Minified code and data lines are cut: what matters is in their first characters. */
const LINE_CHARS_LIMIT = 200;

/** Lines `start..end` (1-based, inclusive), each led by its number, as excerpts show code to a model. */
export function numberedLines(lines: readonly string[], start: number, end: number): string {
  const width = String(end).length;
  const body: string[] = [];
  for (let line = start; line <= end; line++) body.push(`${String(line).padStart(width)} | ${(lines[line - 1] ?? '').slice(0, LINE_CHARS_LIMIT)}`);
  return body.join('\n');
}

/** The innermost function, method or class around `line`. */
export function enclosingDefinition(definitions: readonly SymbolDefinition[], line: number): SymbolDefinition | undefined {
  let best: SymbolDefinition | undefined;
  for (const definition of definitions) {
    if (definition.kind === 'type' || definition.start > line || definition.end < line) continue;
    if (!best || definition.end - definition.start < best.end - best.start) best = definition;
  }
  return best;
}
