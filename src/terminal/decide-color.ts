/** What the environment says about colour, read once by the runtime. */
interface ColorEnvironment {
  /** NO_COLOR is set to a non-empty value (https://no-color.org). */
  noColor: boolean;
  /** FORCE_COLOR: true for a non-zero level, false for `0`/`false`, undefined when unset. */
  forceColor: boolean | undefined;
  /** TERM=dumb: a terminal that shows escape codes as text. */
  dumbTerminal: boolean;
}

/**
 * Pure: whether one stream gets ANSI colour. The flag decides first, then FORCE_COLOR (as in Node
 * itself), then NO_COLOR; otherwise only a real terminal that understands escapes gets colour, so
 * `sextant review > out.txt` writes plain text while progress on the terminal stays coloured.
 */
export function decideColor(flag: boolean | undefined, environment: ColorEnvironment, isTTY: boolean): boolean {
  if (flag !== undefined) return flag;
  if (environment.forceColor !== undefined) return environment.forceColor;
  if (environment.noColor) return false;
  return isTTY && !environment.dumbTerminal;
}

/** FORCE_COLOR's values: empty, 1, 2, 3 or `true` turn colour on; 0 or `false` turn it off. */
export function parseForceColor(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return !['0', 'false'].includes(value.trim().toLowerCase());
}
