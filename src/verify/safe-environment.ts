/**
 * Child processes (verification commands run PR code) get only these variables: a test can read its
 * parent's environment, so tokens and keys must never be in it (DESIGN §4).
 */
const ALLOWED = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TERM',
  'TZ',
  'TMPDIR',
  'TEMP',
  'TMP',
  'CI',
  'NODE_OPTIONS',
  'NODE_ENV',
  'SystemRoot',
  'ComSpec',
  'PATHEXT',
  'WINDIR',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'RUNNER_OS',
  'RUNNER_ARCH',
  'RUNNER_TEMP',
  'RUNNER_TOOL_CACHE',
  'GOPATH',
  'GOROOT',
  'GOCACHE',
  'JAVA_HOME',
  'PYTHONPATH',
  'VIRTUAL_ENV',
]);
const ALLOWED_PREFIXES = ['LC_'];

export function safeEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const safe: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (ALLOWED.has(name) || ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix)))) safe[name] = value;
  }
  return safe;
}
