import { createSampleChange } from './sample-change.js';
import type { SampleChange } from './sample-change.js';

/** More than GitHub lists (3,000), so the last files of the change are missing from the API's list. */
export const ADDED_FILES = 3_050;
/** Sorted after every other added file: GitHub's list stops before it. */
export const LAST_FILE = 'src/zz-last.ts';

/** The sample change with 3,000+ small files added, the last of which holds a finding. */
export function createLargeChange(): SampleChange {
  const sample = createSampleChange();
  for (let index = 0; index < ADDED_FILES; index++) sample.write(`src/many/f${String(index).padStart(4, '0')}.ts`, `export const v${index} = ${index};\n`);
  sample.write(LAST_FILE, 'export function stop(): void {\n  debugger;\n}\n');
  sample.git('add', '-A');
  sample.git('commit', '-q', '-m', 'many files');
  sample.headSha = sample.git('rev-parse', 'HEAD');
  return sample;
}
