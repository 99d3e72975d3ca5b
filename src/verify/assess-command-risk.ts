/**
 * A second look at configured verification commands, for shapes that damage the runner or run code
 * from outside the repository. Defence in depth, not isolation: a shell command can hide what it does
 * (variables, scripts it writes, the repository's own package scripts), so the isolation is a job that
 * holds no secret (DESIGN §4). The check reads the command the way a shell splits it, with quotes
 * undone (so `sh -c '…'` is read too), in one pass: linear in the command's length.
 */

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
  fetchesPackage: 'downloads and runs a package (npx, dlx, bunx, uvx install a missing package without asking in CI); npx --no runs a local binary without downloading',
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

/** A word with quoting undone; `fetched` when it holds the output of a substitution that downloads or decodes. */
interface Word {
  text: string;
  fetched: boolean;
}

interface SimpleCommand {
  words: Word[];
  /** Targets of `<`, `<<<`, `<<`. */
  inputs: Word[];
  /** Targets of `>`, `>>`, `&>`. */
  outputs: Word[];
}

/** One level of nesting: the whole command, or the inside of `$(…)`, `` `…` ``, `<(…)`, `>(…)`. */
interface Frame {
  closer: ')' | '`' | undefined;
  stage: number;
  upstreamFetched: boolean;
  /** Something in here downloads or decodes: the word the substitution stands in is fetched. */
  fetched: boolean;
  command: SimpleCommand;
  word: string;
  wordFetched: boolean;
  wordStarted: boolean;
  redirect: 'in' | 'out' | undefined;
}

type Analyse = (command: SimpleCommand, stage: number, upstreamFetched: boolean) => boolean;

const emptyCommand = (): SimpleCommand => ({ words: [], inputs: [], outputs: [] });
const newFrame = (closer: Frame['closer'], stage = 0): Frame => ({
  closer,
  stage,
  upstreamFetched: false,
  fetched: false,
  command: emptyCommand(),
  word: '',
  wordFetched: false,
  wordStarted: false,
  redirect: undefined,
});

/** `${IFS}` is a classic way to write a space that a naive check does not see. */
const IFS = /\$\{IFS[^}]{0,8}\}|\$IFS\b/g;

/**
 * A shell-like reading: quotes are dropped (their content is read as commands too), `\x` is `x`,
 * operators split commands and pipelines, substitutions nest. It never fails: odd input only makes it
 * read more as commands. Each character is looked at a bounded number of times.
 */
function parseScript(source: string, analyse: Analyse): void {
  const text = source.replace(IFS, ' ');
  const stack: Frame[] = [newFrame(undefined)];
  const top = () => stack[stack.length - 1] as Frame;
  const endWord = (frame: Frame) => {
    if (frame.wordStarted) {
      const word = { text: frame.word, fetched: frame.wordFetched };
      if (frame.redirect === 'in') frame.command.inputs.push(word);
      else if (frame.redirect === 'out') frame.command.outputs.push(word);
      else frame.command.words.push(word);
      frame.redirect = undefined;
    }
    frame.word = '';
    frame.wordFetched = false;
    frame.wordStarted = false;
  };
  const endCommand = (frame: Frame, piped: boolean) => {
    endWord(frame);
    const command = frame.command;
    frame.command = emptyCommand();
    frame.redirect = undefined;
    if (command.words.length === 0 && command.inputs.length === 0 && command.outputs.length === 0) return;
    const fetches = analyse(command, frame.stage, frame.upstreamFetched);
    frame.fetched ||= fetches;
    if (piped) {
      frame.stage += 1;
      frame.upstreamFetched ||= fetches;
    } else {
      frame.stage = 0;
      frame.upstreamFetched = false;
    }
  };
  const open = (closer: ')' | '`', stage = 0) => {
    stack.push(newFrame(closer, stage));
  };
  const close = () => {
    const inner = stack.pop() as Frame;
    endCommand(inner, false);
    const outer = top();
    outer.word += '$()';
    outer.wordStarted = true;
    outer.wordFetched ||= inner.fetched;
  };
  const startRedirect = (frame: Frame, kind: 'in' | 'out') => {
    // `2>` and `0<`: the digits name a descriptor, not a word.
    if (/^\d+$/.test(frame.word)) {
      frame.word = '';
      frame.wordStarted = false;
    }
    endWord(frame);
    frame.redirect = kind;
  };

  for (let at = 0; at < text.length; ) {
    const frame = top();
    const char = text[at] as string;
    const next = text[at + 1];
    if (char === "'" || char === '"') {
      at += 1;
    } else if (char === '\\') {
      if (next !== undefined && next !== '\n') {
        frame.word += next;
        frame.wordStarted = true;
      }
      at += 2;
    } else if (char === ' ' || char === '\t' || char === '\r') {
      endWord(frame);
      at += 1;
    } else if (char === '\n' || char === ';') {
      endCommand(frame, false);
      at += 1;
    } else if (char === '&') {
      if (next === '>') {
        startRedirect(frame, 'out');
        at += text[at + 2] === '>' ? 3 : 2;
      } else {
        endCommand(frame, false);
        at += next === '&' ? 2 : 1;
      }
    } else if (char === '|') {
      if (next === '|') {
        endCommand(frame, false);
        at += 2;
      } else {
        endCommand(frame, true);
        at += next === '&' ? 2 : 1;
      }
    } else if ((char === '<' || char === '>') && next === '(') {
      // Process substitution: what `>(…)` runs reads the outer command's output, as in a pipe.
      open(')', char === '>' ? 1 : 0);
      at += 2;
    } else if (char === '>') {
      startRedirect(frame, 'out');
      at += 1;
      while (text[at] === '>' || text[at] === '|' || text[at] === '&') at += 1;
    } else if (char === '<') {
      startRedirect(frame, 'in');
      at += 1;
      while (text[at] === '<' || text[at] === '>' || text[at] === '&' || text[at] === '-') at += 1;
    } else if (char === '$' && next === '(') {
      open(')');
      at += 2;
    } else if (char === '`') {
      if (frame.closer === '`') close();
      else open('`');
      at += 1;
    } else if (char === ')') {
      if (frame.closer === ')') close();
      else endCommand(frame, false);
      at += 1;
    } else if (char === '(') {
      endCommand(frame, false);
      at += 1;
    } else {
      frame.word += char;
      frame.wordStarted = true;
      at += 1;
    }
  }
  while (stack.length > 1) close();
  endCommand(top(), false);
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

const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'yash', 'fish', 'csh', 'tcsh']);
const INTERPRETERS = new Set([
  ...SHELLS,
  'python', 'pypy', 'node', 'nodejs', 'bun', 'deno', 'perl', 'ruby', 'php', 'lua', 'luajit', 'tclsh', 'pwsh', 'powershell', 'osascript', 'source', '.',
]);
const DOWNLOADERS = new Set(['curl', 'wget', 'fetch', 'aria2c', 'http', 'https', 'xh', 'nc', 'ncat', 'netcat', 'socat', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod']);
const KEYWORDS = new Set(['!', '{', '}', 'if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', 'time', 'coproc']);
const CONTAINERS = new Set(['docker', 'podman', 'kubectl', 'nerdctl', 'docker-compose']);
const MACHINE = new Set(['shutdown', 'reboot', 'halt', 'poweroff']);
const NODE_PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const INSTALL_SUBCOMMANDS = new Set(['i', 'install', 'add', 'ci', 'it', 'cit', 'install-test', 'install-ci-test', 'isntall']);
const SYSTEM_PACKAGE_MANAGERS = new Set(['apt', 'apt-get', 'yum', 'dnf', 'zypper', 'brew', 'gem', 'cargo', 'go']);

/**
 * Packages npx-like runners may fetch that are allowed by name: `npx jest` in a project that has jest
 * runs the local binary, and one that lacks it downloads the well-known tool of that name, not
 * something a change chose. Any other name (or a version, a scope, a URL, `-y`, `-p`) can download
 * arbitrary code; `npx --no <name>` runs a local binary and never downloads.
 */
const KNOWN_TOOLS = new Set([
  'jest', 'vitest', 'mocha', 'ava', 'tap', 'tape', 'c8', 'nyc', 'jasmine', 'karma', 'playwright', 'cypress',
  'tsc', 'tsx', 'ts-node', 'vue-tsc', 'svelte-check', 'tsd', 'eslint', 'prettier', 'biome', '@biomejs/biome', 'oxlint', 'stylelint', 'knip',
  'turbo', 'nx', 'lerna', 'vite',
  'pytest', 'ruff', 'mypy', 'pyright', 'black', 'isort', 'flake8', 'pylint', 'tox', 'nox', 'coverage', 'bandit',
]);

/**
 * Wrappers that run the rest of their arguments as a command: the options that take a value, and how
 * many plain arguments come before the command.
 */
const WRAPPERS: ReadonlyMap<string, { values: ReadonlySet<string>; leading: number }> = new Map([
  ['command', { values: new Set<string>(), leading: 0 }],
  ['builtin', { values: new Set<string>(), leading: 0 }],
  ['exec', { values: new Set(['-a']), leading: 0 }],
  ['nohup', { values: new Set<string>(), leading: 0 }],
  ['setsid', { values: new Set<string>(), leading: 0 }],
  ['stdbuf', { values: new Set(['-i', '-o', '-e']), leading: 0 }],
  ['nice', { values: new Set(['-n']), leading: 0 }],
  ['ionice', { values: new Set(['-c', '-n', '-p']), leading: 0 }],
  ['timeout', { values: new Set(['-s', '-k', '--signal', '--kill-after']), leading: 1 }],
  ['xargs', { values: new Set(['-I', '-i', '-n', '-P', '-L', '-l', '-d', '-a', '-s', '-E', '-e']), leading: 0 }],
  ['sudo', { values: new Set(['-u', '-g', '-C', '-h', '-p', '-r', '-t', '-U', '-D', '-R']), leading: 0 }],
  ['doas', { values: new Set(['-u', '-C']), leading: 0 }],
  ['busybox', { values: new Set<string>(), leading: 0 }],
  ['unbuffer', { values: new Set<string>(), leading: 0 }],
  ['chrt', { values: new Set<string>(), leading: 1 }],
  ['taskset', { values: new Set<string>(), leading: 1 }],
]);

/** The program a word names: `/usr/bin/Python3.12.exe` → `python`. */
function programName(text: string): string {
  const base = text.slice(Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\')) + 1).toLowerCase().replace(/\.exe$/, '');
  return base.replace(/^(python|pypy|pip|ruby|perl|php|lua|node)[\d.]*$/, '$1');
}

const fileName = (text: string) => text.slice(Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\')) + 1);
const isAssignment = (text: string) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(text);
const isUrl = (text: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(text);

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

function isDecoder(name: string, args: readonly string[]): boolean {
  if (name === 'base64' || name === 'gbase64') return args.some((arg) => arg === '--decode' || /^-[a-z]*[dD][a-z]*$/i.test(arg));
  if (name === 'xxd') return args.some((arg) => /^-[a-z]*r[a-z]*$|^-revert$/.test(arg));
  if (name === 'openssl') return args.includes('-d') || args.includes('-base64') || args[0] === 'base64';
  return name === 'uudecode' || name === 'b64decode';
}

/** The option that makes an interpreter run code given on its command line, if any. */
function inlineCodeOption(name: string, args: readonly string[]): string | undefined {
  switch (name) {
    case 'node':
    case 'nodejs':
    case 'bun':
      return scanOptions(args, (arg) => /^--(eval|print)(=|$)|^-[a-z]*[ep][a-z]*$/i.test(arg), ['-r', '--require', '--import', '--loader', '--experimental-loader', '-C', '--conditions', '--input-type']);
    case 'deno':
      return args[0] === 'eval' ? 'eval' : undefined;
    case 'python':
    case 'pypy':
      return shortCluster(args, 'c', 'mWX', 'm');
    case 'perl':
      return shortCluster(args, 'eE', 'IMmdDx');
    case 'ruby':
      return shortCluster(args, 'e', 'IrCEFx');
    case 'php':
      return shortCluster(args, 'r', 'dcfzt');
    case 'lua':
    case 'luajit':
      return shortCluster(args, 'e', 'l');
    case 'pwsh':
    case 'powershell':
      return scanOptions(args, (arg) => /^-(c|command|e|ec|encodedcommand)$/i.test(arg), ['-file', '-f']);
    default:
      return undefined;
  }
}

/** Looks through leading options (up to the script or `--`) for one that `matches`; `values` take the next word. */
function scanOptions(args: readonly string[], matches: (arg: string) => boolean, values: readonly string[]): string | undefined {
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    if (arg === '--' || !arg.startsWith('-')) return undefined;
    if (matches(arg)) return arg;
    if (values.includes(arg) || values.includes(arg.toLowerCase())) at += 1;
  }
  return undefined;
}

/**
 * Short option clusters (`-Bc`, `-lne`): a letter in `inline` runs code; one in `valued` takes the rest
 * of the cluster or the next word as its value; `ends` (python's `-m module`) ends the interpreter's options.
 */
function shortCluster(args: readonly string[], inline: string, valued: string, ends = ''): string | undefined {
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    if (arg === '-' || arg === '--' || !arg.startsWith('-') || arg.startsWith('--')) return undefined;
    for (let index = 1; index < arg.length; index++) {
      const letter = arg[index] as string;
      if (inline.includes(letter)) return `-${letter}`;
      if (valued.includes(letter)) {
        if (ends.includes(letter)) return undefined;
        if (index === arg.length - 1) at += 1;
        break;
      }
    }
  }
  return undefined;
}

/** npx, npm exec, pnpm dlx, yarn dlx, bunx, uvx, pipx run, go run pkg@version, deno run <url>. */
function fetchesPackage(name: string, args: readonly string[]): boolean {
  if (name === 'npx' || name === 'pnpx' || name === 'bunx' || name === 'uvx') return runsUnknownPackage(args);
  const [sub, ...rest] = args;
  if ((name === 'npm' && (sub === 'exec' || sub === 'x')) || (name === 'bun' && sub === 'x') || ((name === 'pnpm' || name === 'yarn') && sub === 'dlx')) {
    return runsUnknownPackage(rest);
  }
  if (name === 'pipx' && sub === 'run') return runsUnknownPackage(rest);
  if (name === 'uv' && sub === 'tool' && rest[0] === 'run') return runsUnknownPackage(rest.slice(1));
  if (name === 'go' && sub === 'run') return rest.some((arg) => arg.includes('@') && arg.includes('/'));
  if (name === 'deno' && sub === 'run') return rest.some((arg) => isUrl(arg) || /^(npm|jsr):/.test(arg));
  return false;
}

function runsUnknownPackage(args: readonly string[]): boolean {
  const packages: string[] = [];
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    if (arg === '--no' || arg === '--no-install' || arg === '--offline') return false;
    if (arg === '-p' || arg === '--package' || arg === '--from' || arg === '--spec') {
      packages.push(args[at + 1] ?? '');
      at += 1;
    } else if (/^--(package|from|spec)=/.test(arg)) {
      packages.push(arg.slice(arg.indexOf('=') + 1));
    } else if (arg === '--') {
      if (packages.length === 0) packages.push(args[at + 1] ?? '');
      break;
    } else if (!arg.startsWith('-')) {
      if (packages.length === 0) packages.push(arg);
      break;
    }
  }
  return packages.some((spec) => !KNOWN_TOOLS.has(spec));
}

function installs(name: string, args: readonly string[]): boolean {
  const sub = args.find((arg) => !arg.startsWith('-'));
  if (NODE_PACKAGE_MANAGERS.has(name)) return (name === 'yarn' && args.length === 0) || INSTALL_SUBCOMMANDS.has(sub ?? '');
  if (name === 'pip' || name === 'pipx') return sub === 'install';
  if ((name === 'python' || name === 'pypy') && args.includes('-m')) return args[args.indexOf('-m') + 1] === 'pip' && args.includes('install');
  if (name === 'uv') return sub === 'pip' && args.includes('install');
  if (SYSTEM_PACKAGE_MANAGERS.has(name)) return sub === 'install' || (name === 'go' && sub === 'get');
  if (name === 'apk') return sub === 'add';
  if (name === 'pacman') return args.some((arg) => /^-S/.test(arg));
  return false;
}

const BROAD_TARGET = /^(\/|~|\$HOME\b|\$\{HOME\}|\*|\.\.?\/?\*?$|\.\*$|\.\.\/)/;

/** `rm -rf /`, `rm --recursive --force ~`, `rm -r -- *`: a recursive or forced delete of a broad path. */
function deletesBroadly(args: readonly string[]): boolean {
  let forceful = false;
  let broad = false;
  let options = true;
  for (const arg of args) {
    if (options && arg === '--') options = false;
    else if (options && arg === '--no-preserve-root') return true;
    else if (options && (arg === '--recursive' || arg === '--force')) forceful = true;
    else if (options && /^-[a-zA-Z]+$/.test(arg)) forceful ||= /[rRf]/.test(arg);
    else if (!(options && arg.startsWith('--'))) broad ||= BROAD_TARGET.test(arg);
  }
  return forceful && broad;
}

/** `find / -delete`, `find ~ -exec rm …`. */
function findDeletesBroadly(args: readonly string[]): boolean {
  const roots = [];
  for (const arg of args) {
    if (arg.startsWith('-') || arg === '!' || arg === '(') break;
    roots.push(arg);
  }
  const deletes = args.includes('-delete') || args.some((arg, index) => /^-(exec|execdir|ok|okdir)$/.test(arg) && programName(args[index + 1] ?? '') === 'rm');
  return deletes && roots.some((root) => BROAD_TARGET.test(root));
}

const GIT_VALUE_OPTIONS = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix', '--exec-path']);

/** `git -c x=y -C dir push` → `push`. */
function gitSubcommand(args: readonly string[]): string | undefined {
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    if (!arg.startsWith('-')) return arg;
    if (GIT_VALUE_OPTIONS.has(arg)) at += 1;
  }
  return undefined;
}

/** `chmod 777 /etc`, `chmod -R 0777 /`: world-writable outside the workspace. */
function opensPermissions(args: readonly string[]): boolean {
  return args.some((arg) => /^[0-7]*7[0-7]*$/.test(arg)) && args.some((arg) => arg.startsWith('/'));
}

/** The files `curl -o f`, `curl -O url`, `wget url`, `wget -O f` write (not stdout). */
function downloadedFiles(name: string, args: readonly string[]): string[] {
  const files: string[] = [];
  let remoteName = name === 'wget';
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    const long = /^--(output|output-document)(=(.*))?$/.exec(arg);
    if (long) {
      files.push(long[3] ?? args[at + 1] ?? '-');
      remoteName = false;
      if (long[3] === undefined) at += 1;
      continue;
    }
    if (arg === '--remote-name' || arg === '--remote-name-all') remoteName = true;
    const short = /^-([a-zA-Z]*)$|^-([a-zA-Z]*?)(o|O)(.+)$/.exec(arg);
    if (!short || arg.startsWith('--')) continue;
    const cluster = short[1] ?? '';
    const outputLetter = name === 'curl' ? 'o' : 'O';
    if (short[3] === outputLetter) {
      files.push(short[4] as string);
      remoteName = false;
    } else if (cluster.endsWith(outputLetter)) {
      files.push(args[at + 1] ?? '-');
      remoteName = false;
      at += 1;
    } else if (name === 'curl' && cluster.includes('O')) {
      remoteName = true;
    }
  }
  if (remoteName) for (const arg of args) if (isUrl(arg)) files.push(fileName(arg.replace(/[?#].*$/, '')));
  return files.filter((file) => file !== '-' && file !== '' && file !== '/dev/null').map(fileName);
}
