// The `npm run bench` entry: the context benchmark on real bugs and real commits when clones are at hand, else how to get them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./run.mjs', import.meta.url));
const defaultClones = fileURLToPath(new URL('../real-bugs/.clones', import.meta.url));

export function printRealContext() {
  const clones = process.env.SEXTANT_REAL_BUGS || defaultClones;
  if (!existsSync(clones)) {
    console.log(
      `context on real bugs: skipped, no clones in ${clones} (set SEXTANT_REAL_BUGS to a folder of clones, or run node bench/real-bugs/run.mjs --fetch)`,
    );
    return;
  }
  spawnSync(process.execPath, ['--no-warnings=ExperimentalWarning', script, '--clones', clones], { stdio: 'inherit' });
}
