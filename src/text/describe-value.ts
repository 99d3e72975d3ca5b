/**
 * Values shown in error messages come from files and flags a user (or a pull request) wrote: a
 * megabyte-long string, or a YAML document whose aliases make a billion nodes, must not be turned
 * whole into text. This many characters show the value well enough to find it.
 */
export const SHOWN_VALUE_CHARS = 200;

/**
 * A JSON-like rendering of `value`, cut at `limit` characters with "…". The walk stops once the
 * limit is reached, so its cost depends on the limit only, never on the value's size or its
 * shared or circular parts.
 */
export function describeValue(value: unknown, limit = SHOWN_VALUE_CHARS): string {
  let out = '';
  // One character past the limit tells cutText that something was left out.
  const full = () => out.length > limit;
  const write = (text: string) => {
    out += text.slice(0, limit - out.length + 1);
  };
  const visit = (item: unknown, path: readonly object[]): void => {
    if (full()) return;
    if (typeof item === 'string') return write(JSON.stringify(item.slice(0, limit)));
    if (item === null || typeof item !== 'object') return write(item === undefined ? 'undefined' : String(item));
    if (path.includes(item)) return write('[circular]');
    const inner = [...path, item];
    const entries: Iterable<[string | undefined, unknown]> = Array.isArray(item) ? arrayEntries(item) : objectEntries(item as Record<string, unknown>);
    write(Array.isArray(item) ? '[' : '{');
    let first = true;
    for (const [key, child] of entries) {
      if (full()) return;
      if (!first) write(',');
      first = false;
      if (key !== undefined) write(`${JSON.stringify(key.slice(0, limit))}:`);
      visit(child, inner);
    }
    write(Array.isArray(item) ? ']' : '}');
  };
  visit(value, []);
  return cutText(out, limit);
}

/** `text` whole when it fits in `limit` characters, else its start and "…". */
export function cutText(text: string, limit = SHOWN_VALUE_CHARS): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** Lazily, so that the walk stopping early never touches the rest of a huge array. */
function* arrayEntries(array: readonly unknown[]): Generator<[undefined, unknown]> {
  for (let index = 0; index < array.length; index++) yield [undefined, array[index]];
}

function* objectEntries(object: Record<string, unknown>): Generator<[string, unknown]> {
  for (const key in object) if (Object.hasOwn(object, key)) yield [key, object[key]];
}

/** Schema problems (zod issues) as "path: message; …", the first `max` of them, each cut: paths and messages can quote the input's keys. */
export function describeIssues(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>, max = 3): string {
  const shown = issues.slice(0, max).map((issue) => `${cutText(issue.path.map(String).join('.') || '(root)')}: ${cutText(issue.message)}`);
  const more = issues.length > max ? `; and ${issues.length - max} more` : '';
  return `${shown.join('; ')}${more}`;
}
