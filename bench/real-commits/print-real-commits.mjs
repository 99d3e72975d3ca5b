// The `npm run bench` entry: the real-commits numbers when clones are at hand, else how to get them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./run.mjs', import.meta.url));
const defaultClones = fileURLToPath(new URL('./.clones', import.meta.url));

export function printRealCommits() {
  const clones = process.env.SEXTANT_REAL_COMMITS || defaultClones;
  if (!existsSync(clones)) {
    console.log(
      `real commits: skipped, no clones in ${clones} (set SEXTANT_REAL_COMMITS to a folder of clones, or run node bench/real-commits/run.mjs --fetch)`,
    );
    return;
  }
  spawnSync(process.execPath, [script, '--clones', clones, '--summary'], { stdio: 'inherit' });
}
