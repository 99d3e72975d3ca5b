/** The programs the command-risk check knows by name, and how it reads a word as a program or a file. */

export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'yash', 'fish', 'csh', 'tcsh']);
export const INTERPRETERS = new Set([
  ...SHELLS,
  'python',
  'pypy',
  'node',
  'nodejs',
  'bun',
  'deno',
  'perl',
  'ruby',
  'php',
  'lua',
  'luajit',
  'tclsh',
  'pwsh',
  'powershell',
  'osascript',
  'source',
  '.',
]);
export const DOWNLOADERS = new Set([
  'curl',
  'wget',
  'fetch',
  'aria2c',
  'http',
  'https',
  'xh',
  'nc',
  'ncat',
  'netcat',
  'socat',
  'iwr',
  'irm',
  'invoke-webrequest',
  'invoke-restmethod',
]);
export const KEYWORDS = new Set(['!', '{', '}', 'if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', 'time', 'coproc']);
export const CONTAINERS = new Set(['docker', 'podman', 'kubectl', 'nerdctl', 'docker-compose']);
export const MACHINE = new Set(['shutdown', 'reboot', 'halt', 'poweroff']);
export const NODE_PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
export const INSTALL_SUBCOMMANDS = new Set(['i', 'install', 'add', 'ci', 'it', 'cit', 'install-test', 'install-ci-test', 'isntall']);
export const SYSTEM_PACKAGE_MANAGERS = new Set(['apt', 'apt-get', 'yum', 'dnf', 'zypper', 'brew', 'gem', 'cargo', 'go']);

/**
 * Packages npx-like runners may fetch that are allowed by name: `npx jest` in a project that has jest
 * runs the local binary, and one that lacks it downloads the well-known tool of that name, not
 * something a change chose. Any other name (or a version, a scope, a URL, `-y`, `-p`) can download
 * arbitrary code; `npx --no <name>` runs a local binary and never downloads.
 */
export const KNOWN_TOOLS = new Set([
  'jest',
  'vitest',
  'mocha',
  'ava',
  'tap',
  'tape',
  'c8',
  'nyc',
  'jasmine',
  'karma',
  'playwright',
  'cypress',
  'tsc',
  'tsx',
  'ts-node',
  'vue-tsc',
  'svelte-check',
  'tsd',
  'eslint',
  'prettier',
  'biome',
  '@biomejs/biome',
  'oxlint',
  'stylelint',
  'knip',
  'turbo',
  'nx',
  'lerna',
  'vite',
  'pytest',
  'ruff',
  'mypy',
  'pyright',
  'black',
  'isort',
  'flake8',
  'pylint',
  'tox',
  'nox',
  'coverage',
  'bandit',
]);

/**
 * Wrappers that run the rest of their arguments as a command: the options that take a value, and how
 * many plain arguments come before the command.
 */
export const WRAPPERS: ReadonlyMap<string, { values: ReadonlySet<string>; leading: number }> = new Map([
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
export function programName(text: string): string {
  const base = text
    .slice(Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\')) + 1)
    .toLowerCase()
    .replace(/\.exe$/, '');
  return base.replace(/^(python|pypy|pip|ruby|perl|php|lua|node)[\d.]*$/, '$1');
}

export const fileName = (text: string) => text.slice(Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\')) + 1);
export const isAssignment = (text: string) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(text);
export const isUrl = (text: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
