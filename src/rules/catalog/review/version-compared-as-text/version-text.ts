/** A literal that spells a version: `3`, `0.13`, `v10`, `go1.21`, `1.2.0-rc1`. */
const VERSION_LITERAL = /^(?:v|go)?\d+(?:\.\d+)*(?:[-+.][\w.]*)?$/i;

/** A name that holds a version string; not Python's `version_info` tuple or a major/minor number. */
const VERSION_NAME = /version/i;
const NOT_TEXT = /info|major|minor|patch|number|code|int|tuple|num/i;

/** The comparison operators that order: `==` on versions is exact and fine. */
export const ORDERING = new Set(['<', '<=', '>', '>=']);

export function isVersionLiteral(text: string): boolean {
  return VERSION_LITERAL.test(text);
}

/** Whether the last name of a version-side expression (`sys.version`, `__version__`, `runtime.Version`) says version. */
export function isVersionName(name: string | undefined): boolean {
  return name !== undefined && VERSION_NAME.test(name) && !NOT_TEXT.test(name);
}

/** A pair that shows text order going wrong near `literal`: a later version that sorts before an earlier one. */
export function misordered(literal: string): { earlier: string; later: string } {
  const prefix = /^(v|go)/i.exec(literal)?.[0] ?? '';
  const parts = literal.slice(prefix.length).split(/[-+]/)[0]?.split('.') ?? ['1'];
  const last = parts.length - 1;
  const earlier = [...parts.slice(0, last), '9'].join('.');
  const later = [...parts.slice(0, last), '10'].join('.');
  return { earlier: `${prefix}${earlier}`, later: `${prefix}${later}` };
}
