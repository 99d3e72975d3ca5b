import picomatch from 'picomatch';
import { ConfigurationError } from '../text/configuration-error.js';

/**
 * Path globs as given, once each is known to be a glob. An unbalanced bracket, brace or parenthesis
 * (`--include '['`) would otherwise match nothing, or a literal file name nobody has, and the
 * review would quietly cover nothing: it is refused, naming the glob and what is missing.
 */
export function parseGlobs(key: string, globs: readonly string[], origin?: string): string[] {
  for (const glob of globs) {
    try {
      picomatch.makeRe(glob, { strictBrackets: true });
    } catch (error) {
      throw new ConfigurationError(key, glob, `a path glob such as 'src/**' or '**/*.{ts,tsx}' (${(error as Error).message})`, origin);
    }
  }
  return [...globs];
}
