import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transformSync, version } from 'esbuild';

/**
 * Jest's TypeScript transform: esbuild, the build's own compiler, strips the types of one file at a
 * time, so even a cold run transforms the suite in seconds. Type errors are `npm run typecheck`'s job.
 */
const SELF = readFileSync(new URL(import.meta.url), 'utf8');

function process(sourceText, sourcePath) {
  const { code, map } = transformSync(sourceText, { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'external', sourcefile: sourcePath });
  return { code, map };
}

export default {
  canInstrument: false,
  getCacheKey: (sourceText, sourcePath) => createHash('sha256').update(version).update(SELF).update(sourcePath).update('\0').update(sourceText).digest('hex'),
  process,
  processAsync: async (sourceText, sourcePath) => process(sourceText, sourcePath),
};
