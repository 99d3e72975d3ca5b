/** What a command's arguments say it does: runs inline code, fetches a package, installs, deletes broadly, opens permissions, downloads to a file. */

import { INSTALL_SUBCOMMANDS, KNOWN_TOOLS, NODE_PACKAGE_MANAGERS, SYSTEM_PACKAGE_MANAGERS, fileName, isUrl, programName } from './command-programs.js';

export function isDecoder(name: string, args: readonly string[]): boolean {
  if (name === 'base64' || name === 'gbase64') return args.some((arg) => arg === '--decode' || /^-[a-z]*[dD][a-z]*$/i.test(arg));
  if (name === 'xxd') return args.some((arg) => /^-[a-z]*r[a-z]*$|^-revert$/.test(arg));
  if (name === 'openssl') return args.includes('-d') || args.includes('-base64') || args[0] === 'base64';
  return name === 'uudecode' || name === 'b64decode';
}

/** The option that makes an interpreter run code given on its command line, if any. */
export function inlineCodeOption(name: string, args: readonly string[]): string | undefined {
  switch (name) {
    case 'node':
    case 'nodejs':
    case 'bun':
      return scanOptions(args, (arg) => /^--(eval|print)(=|$)|^-[a-z]*[ep][a-z]*$/i.test(arg), [
        '-r',
        '--require',
        '--import',
        '--loader',
        '--experimental-loader',
        '-C',
        '--conditions',
        '--input-type',
      ]);
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
export function fetchesPackage(name: string, args: readonly string[]): boolean {
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

export function installs(name: string, args: readonly string[]): boolean {
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
export function deletesBroadly(args: readonly string[]): boolean {
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
export function findDeletesBroadly(args: readonly string[]): boolean {
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
export function gitSubcommand(args: readonly string[]): string | undefined {
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    if (!arg.startsWith('-')) return arg;
    if (GIT_VALUE_OPTIONS.has(arg)) at += 1;
  }
  return undefined;
}

/** `chmod 777 /etc`, `chmod -R 0777 /`: world-writable outside the workspace. */
export function opensPermissions(args: readonly string[]): boolean {
  return args.some((arg) => /^[0-7]*7[0-7]*$/.test(arg)) && args.some((arg) => arg.startsWith('/'));
}

/** The files `curl -o f`, `curl -O url`, `wget url`, `wget -O f` write (not stdout). */
export function downloadedFiles(name: string, args: readonly string[]): string[] {
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
