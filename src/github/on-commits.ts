/** A commit as git names it in full: SHA-1 (40 hex digits) or SHA-256 (64). */
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/**
 * Makes the request only when every one of `shas` is a full commit SHA: an empty one would ask GitHub
 * about `/commits//check-runs`, or post on no commit at all. Otherwise rejects, saying which.
 */
export function onCommits<T>(what: string, shas: readonly string[], request: () => Promise<T>): Promise<T> {
  const bad = shas.find((sha) => !COMMIT_SHA.test(sha));
  if (bad === undefined) return request();
  const which = bad === '' ? 'the commit SHA is empty' : `'${bad.slice(0, 80)}' is not a commit SHA`;
  return Promise.reject(new Error(`refusing to call GitHub for ${what}: ${which} (expected 40 or 64 hex digits)`));
}
