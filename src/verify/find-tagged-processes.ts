import { readdirSync, readFileSync } from 'node:fs';

/**
 * Linux: the processes whose environment holds `name=value`. Every process a verification command
 * starts inherits its tagged environment, so this finds the ones that left its process group too
 * (`setsid`, daemons). Reading another user's environment fails, and a process that replaced its
 * environment (`env -i`) is not found: this finds leftovers, it does not contain a hostile command.
 */
export function findTaggedProcesses(name: string, value: string, procRoot = '/proc'): number[] {
  const wanted = Buffer.from(`${name}=${value}`);
  let entries: string[];
  try {
    entries = readdirSync(procRoot);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    let environ: Buffer;
    try {
      environ = readFileSync(`${procRoot}/${entry}/environ`);
    } catch {
      continue; // gone meanwhile, or another user's
    }
    if (holdsVariable(environ, wanted)) found.push(pid);
  }
  return found;
}

/** `environ` is NUL-separated `NAME=value` entries; only a whole entry counts. */
function holdsVariable(environ: Buffer, entry: Buffer): boolean {
  for (let at = environ.indexOf(entry); at !== -1; at = environ.indexOf(entry, at + 1)) {
    const startsEntry = at === 0 || environ[at - 1] === 0;
    const endsEntry = at + entry.length === environ.length || environ[at + entry.length] === 0;
    if (startsEntry && endsEntry) return true;
  }
  return false;
}
