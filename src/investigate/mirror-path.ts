/** Folders that hold copies of a project's own source: build output for another runtime, vendored code. */
const MIRROR_FOLDER = /(?:^|\/)(?:deno_dist|dist|build|out|lib-esm|vendor|vendored|third_party|node_modules)\//;

/** Whether `path` lies where copies of other files usually do: of two files with the same content, the other one is kept. */
export function isMirrorPath(path: string): boolean {
  return MIRROR_FOLDER.test(path);
}

/** Of files with the same content, the one to keep sorts first: outside build and vendor folders, then the shortest path. */
export function copyOrder(a: string, b: string): number {
  return Number(isMirrorPath(a)) - Number(isMirrorPath(b)) || a.length - b.length || a.localeCompare(b);
}
