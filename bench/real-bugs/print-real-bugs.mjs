// The `npm run bench` entry: the real-bug numbers when clones are at hand, else how to get them. The other tools
// run too when they were installed into the tools folder (node bench/real-bugs/run.mjs --install-peers).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultToolsFolder, toolsInstalled } from './peers.mjs';

const script = fileURLToPath(new URL('./run.mjs', import.meta.url));
const defaultClones = fileURLToPath(new URL('./.clones', import.meta.url));

export function printRealBugs() {
  const clones = process.env.SEXTANT_REAL_BUGS || defaultClones;
  if (!existsSync(clones)) {
    console.log(`real bugs: skipped, no clones in ${clones} (set SEXTANT_REAL_BUGS to a folder of clones, or run node bench/real-bugs/run.mjs --fetch)`);
    return;
  }
  const peers = toolsInstalled(defaultToolsFolder()) ? ['--peers'] : [];
  spawnSync(process.execPath, [script, '--clones', clones, '--summary', ...peers], { stdio: 'inherit' });
}
