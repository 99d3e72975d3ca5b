/** Whether `path` is one of `within`'s paths or lies under one of its folders (those written with a trailing `/`). */
export function isWithin(path: string, within: readonly string[]): boolean {
  return within.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));
}
