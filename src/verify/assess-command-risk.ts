/**
 * A second look at configured verification commands, for shapes that damage the runner or run code
 * from outside the repository. Defence in depth, not isolation: a shell command can hide what it does
 * (variables, scripts it writes, the repository's own package scripts), so the isolation is a job that
 * holds no secret (DESIGN §4). The check reads the command the way a shell splits it, with quotes
 * undone (so `sh -c '…'` is read too), in one pass: linear in the command's length.
 */

import {
  fetchesPackage,
  deletesBroadly,
  downloadedFiles,
  findDeletesBroadly,
  gitSubcommand,
  inlineCodeOption,
  installs,
  isDecoder,
  opensPermissions,
} from './command-arguments.js';
import { CONTAINERS, DOWNLOADERS, INTERPRETERS, KEYWORDS, MACHINE, SHELLS, WRAPPERS, fileName, isAssignment, programName } from './command-programs.js';
import { parseScript, type SimpleCommand, type Word } from './parse-shell-script.js';

interface CommandRisk {
  risky: boolean;
  reasons: string[];
}

const REASON = {
  broadDelete: 'recursive delete of a broad path',
  privilege: 'privilege escalation (sudo/su)',
  pipeToShell: 'pipes text into a shell',
  pipeFetchedToShell: 'pipes a download or decoded text into a shell',
  pipeFetched: 'pipes a download or decoded text into an interpreter',
  runsFetched: 'runs a download or decoded text (process or command substitution)',
  downloadThenRun: 'downloads a file and runs it',
  inlineCode: 'runs inline code',
  fetchesPackage:
    'downloads and runs a package (npx, dlx, bunx, uvx install a missing package without asking in CI); npx --no runs a local binary without downloading',
  container: 'container or cluster control',
  install: 'installs packages (runs their install scripts)',
  git: 'changes git remotes or pushes',
  permissions: 'changes ownership or opens permissions',
  disk: 'writes to a disk device',
  machine: 'stops the machine',
  dynamicCode: 'runs dynamically built code',
} as const;

/** Pure: why a configured verification command looks dangerous, if it does. */
export function assessCommandRisk(command: string): CommandRisk {
  const reasons = new Set<string>();
  const downloaded = new Set<string>();
  const executed: string[] = [];
  const analyse = (simple: SimpleCommand, stage: number, upstreamFetched: boolean) =>
    analyseCommand(simple, { stage, upstreamFetched, reasons, downloaded, executed });
  parseScript(command, analyse);
  if (executed.some((file) => downloaded.has(file))) reasons.add(REASON.downloadThenRun);
  return { risky: reasons.size > 0, reasons: [...reasons] };
}

interface Context {
  stage: number;
  upstreamFetched: boolean;
  reasons: Set<string>;
  /** Names of files downloads wrote. */
  downloaded: Set<string>;
  /** Names of files run, sourced or made executable. */
  executed: string[];
}

/** Index of the word that is the program, past assignments, keywords, wrappers and `sh -c`. */
function programIndex(words: readonly Word[], reasons: Set<string>): number {
  let at = 0;
  while (at < words.length) {
    const text = (words[at] as Word).text;
    const name = programName(text);
    if (isAssignment(text) || KEYWORDS.has(name)) {
      at += 1;
    } else if (name === 'env') {
      at += 1;
      while (at < words.length && /^-|^[A-Za-z_][A-Za-z0-9_]*=/.test((words[at] as Word).text)) {
        at += ['-u', '-C', '--unset', '--chdir'].includes((words[at] as Word).text) ? 2 : 1;
      }
    } else if (WRAPPERS.has(name)) {
      if (name === 'sudo' || name === 'doas') reasons.add(REASON.privilege);
      const { values, leading } = WRAPPERS.get(name) as { values: ReadonlySet<string>; leading: number };
      at += 1;
      while (at < words.length && (words[at] as Word).text.startsWith('-')) at += values.has((words[at] as Word).text) ? 2 : 1;
      at += leading;
    } else if (SHELLS.has(name)) {
      // `sh -c 'cmd …'`: with quotes undone, the command follows `-c`; `sh script` is the program itself.
      let option = at + 1;
      let inline = -1;
      while (option < words.length && /^[-+]/.test((words[option] as Word).text)) {
        const flag = (words[option] as Word).text;
        if (/^-[a-z]*c[a-z]*$/i.test(flag)) inline = option;
        option += flag === '-o' || flag === '+o' || flag === '-O' || flag === '+O' ? 2 : 1;
      }
      if (inline === -1 || option >= words.length) return at;
      at = option;
    } else {
      return at;
    }
  }
  return at;
}

/** Applies the rules to one simple command; returns whether its output is downloaded or decoded text. */
function analyseCommand(command: SimpleCommand, context: Context): boolean {
  const { reasons } = context;
  const start = programIndex(command.words, reasons);
  const program = command.words[start];
  const anyFetched = command.words.some((word) => word.fetched) || command.inputs.some((word) => word.fetched);
  if (!program) return anyFetched;
  const name = programName(program.text);
  const args = command.words.slice(start + 1).map((word) => word.text);
  const interpreter = INTERPRETERS.has(name);
  const downloads = DOWNLOADERS.has(name);
  const decodes = isDecoder(name, args);

  if (program.fetched) reasons.add(REASON.runsFetched);
  if (interpreter && (command.words.slice(start + 1).some((word) => word.fetched) || command.inputs.some((word) => word.fetched))) {
    reasons.add(REASON.runsFetched);
  }
  if (context.stage > 0) {
    const readsScript = SHELLS.has(name) && !args.some((arg) => /^-[a-z]*c[a-z]*$/i.test(arg));
    if (context.upstreamFetched && readsScript) reasons.add(REASON.pipeFetchedToShell);
    else if (context.upstreamFetched && (interpreter || program.text.startsWith('$'))) reasons.add(REASON.pipeFetched);
    else if (readsScript) reasons.add(REASON.pipeToShell);
  }
  const inline = inlineCodeOption(name, args);
  if (inline) reasons.add(`${REASON.inlineCode} (${name} ${inline})`);
  if (fetchesPackage(name, args)) reasons.add(REASON.fetchesPackage);

  if (name === 'rm' && deletesBroadly(args)) reasons.add(REASON.broadDelete);
  if (name === 'find' && findDeletesBroadly(args)) reasons.add(REASON.broadDelete);
  if (name === 'su') reasons.add(REASON.privilege);
  if (CONTAINERS.has(name)) reasons.add(REASON.container);
  if (installs(name, args)) reasons.add(REASON.install);
  if (name === 'git' && ['push', 'remote', 'config'].includes(gitSubcommand(args) ?? '')) reasons.add(REASON.git);
  if (name === 'chown' || (name === 'chmod' && opensPermissions(args))) reasons.add(REASON.permissions);
  if (/^mkfs/.test(name) || name === 'dd' || command.outputs.some((word) => /^\/dev\/(sd|hd|vd|xvd|nvme|mmcblk|disk)/.test(word.text))) {
    reasons.add(REASON.disk);
  }
  if (MACHINE.has(name)) reasons.add(REASON.machine);
  if (name === 'eval') reasons.add(REASON.dynamicCode);

  if (downloads) for (const file of downloadedFiles(name, args)) context.downloaded.add(file);
  if (downloads || decodes) for (const word of command.outputs) context.downloaded.add(fileName(word.text));
  if (program.text.includes('/')) context.executed.push(fileName(program.text));
  if (interpreter || (name === 'chmod' && args.some((arg) => /^[ugoa]*\+[rwx]*x|^[0-7]*[1357]$/.test(arg)))) {
    for (const arg of [...args, ...command.inputs.map((word) => word.text)]) context.executed.push(fileName(arg));
  }
  return downloads || decodes || anyFetched;
}
