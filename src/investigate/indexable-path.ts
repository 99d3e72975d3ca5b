import picomatch from 'picomatch';
import { DEFAULT_EXCLUDED_GLOBS, SECRET_FILE_NAMES } from '../diff/scope.js';
import { languageOf } from '../diff/language.js';

/** A file larger than this is data or generated output, not code a reviewer reads for context. */
export const MAX_INDEXED_FILE_BYTES = 256 * 1024;

// Compiled on first use: a static review loads this module and never indexes.
let matchers: { isExcluded: picomatch.Matcher; isSecretName: picomatch.Matcher } | undefined;
const compiledMatchers = () =>
  (matchers ??= {
    isExcluded: picomatch([...DEFAULT_EXCLUDED_GLOBS, '**/*.min.*', '**/*.bundle.js', '**/__generated__/**', '**/*.pb.go', '**/*_pb2.py'], { dot: true }),
    isSecretName: picomatch([...SECRET_FILE_NAMES], { dot: true }),
  });

/**
 * Whether a repository path may be indexed for context: code in a language the index parses, outside
 * build output, vendored and generated code, never a secret file or anything under a dot-folder such as `.git`.
 */
export function isIndexable(path: string): boolean {
  if (languageOf(path) === undefined) return false;
  if (path.split('/').some((segment) => segment.startsWith('.') && segment.length > 1)) return false;
  const { isExcluded, isSecretName } = compiledMatchers();
  return !isExcluded(path) && !isSecretName(path.slice(path.lastIndexOf('/') + 1));
}
