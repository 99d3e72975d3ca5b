import type { LineInBase } from './suppression.js';

/**
 * The lines a file kept from the pull request's base, as runs `[line, line in base, count]` in order; a line
 * in no run was added by the pull request (or by a fix). The JSON-safe form of a `LineInBase`, so the fix
 * loop can keep it in its state and move it along as fixes land.
 */
export type LinesInBase = Array<[number, number, number]>;

/** Pure: the runs of a file of `lineCount` lines whose lines were at `lineInBase` in the base. */
export function linesInBase(lineInBase: LineInBase, lineCount: number): LinesInBase {
  const runs: LinesInBase = [];
  for (let line = 1; line <= lineCount; line += 1) {
    const base = lineInBase(line);
    if (base === undefined) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[2] === line && last[1] + last[2] === base) last[2] += 1;
    else runs.push([line, base, 1]);
  }
  return runs;
}

/** Pure: the `LineInBase` the runs describe. */
export function lineInBaseFrom(runs: LinesInBase): LineInBase {
  return (line) => {
    let low = 0;
    let high = runs.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const [start, , count] = runs[middle] ?? [0, 0, 0];
      if (line < start) high = middle;
      else if (line >= start + count) low = middle + 1;
      else return (runs[middle]?.[1] ?? 0) + line - start;
    }
    return undefined;
  };
}
