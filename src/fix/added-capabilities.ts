import { languageOf } from '../diff/language.js';
import type { Language } from '../diff/language.js';

type CapabilityKind = 'process execution' | 'network access' | 'dynamic code';

interface Capability {
  kind: CapabilityKind;
  pattern: RegExp;
}

const MODULE_REFERENCE = String.raw`(?:require\s*\(\s*|import\s*\(\s*|from\s*|import\s+)['"\`](?:node:)?`;

const JAVASCRIPT: readonly Capability[] = [
  { kind: 'process execution', pattern: /\bchild_process\b/g },
  { kind: 'process execution', pattern: /\b(?:execSync|execFileSync|execFile|spawnSync|spawn|fork)\s*\(/g },
  // `exec(` alone or on a child_process namespace; `regex.exec(` is not a process.
  { kind: 'process execution', pattern: /(?:(?<![\w$.])|\b(?:cp|childProcess|proc)\s*\.\s*)exec\s*\(/g },
  { kind: 'process execution', pattern: /\b(?:execa|shelljs|cross-spawn|node-pty|zx)\b/g },
  { kind: 'process execution', pattern: /\bDeno\s*\.\s*(?:run|Command)\b/g },
  { kind: 'process execution', pattern: /\bBun\s*\.\s*(?:spawn|spawnSync|\$)/g },
  { kind: 'process execution', pattern: /\bprocess\s*\.\s*(?:binding|_linkedBinding|dlopen)\b/g },
  { kind: 'network access', pattern: /\bfetch\s*\(/g },
  { kind: 'network access', pattern: /\b(?:XMLHttpRequest|WebSocket|EventSource|sendBeacon)\b/g },
  {
    kind: 'network access',
    pattern: new RegExp(
      String.raw`${MODULE_REFERENCE}(?:https?|http2|net|dgram|tls|dns|undici|axios|node-fetch|got|superagent|request|ws|socket\.io-client)(?:/[^'"\`]*)?['"\`]`,
      'g',
    ),
  },
  { kind: 'network access', pattern: /\baxios\b/g },
  {
    kind: 'network access',
    pattern: /\b(?:https?|http2|net|tls|dgram|dns)\s*\.\s*(?:get|request|connect|createConnection|createServer|createSocket|Socket|Agent|lookup|resolve\w*)\b/g,
  },
  { kind: 'network access', pattern: /\b(?:Deno|Bun)\s*\.\s*(?:connect\w*|listen\w*|serve)\b/g },
  { kind: 'dynamic code', pattern: /\beval\s*\(/g },
  { kind: 'dynamic code', pattern: /\bnew\s+Function\b/g },
  { kind: 'dynamic code', pattern: /(?<![\w$.])Function\s*\(/g },
  { kind: 'dynamic code', pattern: new RegExp(String.raw`${MODULE_REFERENCE}vm['"\`]`, 'g') },
  { kind: 'dynamic code', pattern: /\bvm\s*\.\s*(?:runIn\w+|Script|compileFunction|SourceTextModule)\b/g },
  { kind: 'dynamic code', pattern: /\b(?:setTimeout|setInterval|setImmediate)\s*\(\s*['"`]/g },
  // require() and import() of anything but a plain string literal.
  { kind: 'dynamic code', pattern: /\brequire\s*\((?!\s*['"][^'"`$\\]*['"]\s*\))/g },
  { kind: 'dynamic code', pattern: /\bimport\s*\((?!\s*['"][^'"`$\\]*['"]\s*[,)])/g },
  { kind: 'dynamic code', pattern: /\b(?:createRequire|_load|mainModule)\b/g },
  { kind: 'dynamic code', pattern: /\bWebAssembly\s*\.\s*(?:instantiate\w*|compile\w*|Module)\b/g },
  // `x.constructor.constructor('…')` and `obj['eval']` reach the same things without naming them as calls.
  { kind: 'dynamic code', pattern: /\.constructor\s*\.\s*constructor\b|\[\s*['"`]constructor['"`]\s*\]/g },
  { kind: 'dynamic code', pattern: /\[\s*['"`](?:eval|Function|require|import|exec\w*|spawn\w*|fetch|child_process)['"`]\s*\]/g },
  // Escapes spell identifiers and module names that the patterns above would otherwise see.
  { kind: 'dynamic code', pattern: /\\u\{?[0-9a-fA-F]{2,}|\\x[0-9a-fA-F]{2}/g },
];

const PYTHON: readonly Capability[] = [
  { kind: 'process execution', pattern: /\bsubprocess\b/g },
  { kind: 'process execution', pattern: /\bos\s*\.\s*(?:system|popen\w*|exec\w*|spawn\w*|fork\w*|posix_spawn\w*|startfile)\b/g },
  { kind: 'process execution', pattern: /\bfrom\s+os\s+import\b[^\n]*\b(?:system|popen|exec\w*|spawn\w*)\b/g },
  { kind: 'process execution', pattern: /\b(?:pty\s*\.\s*spawn|create_subprocess_\w+|pexpect|plumbum|popen2)\b/g },
  {
    kind: 'network access',
    pattern:
      /\b(?:requests|urllib\d?|httpx|aiohttp|http\s*\.\s*(?:client|server)|socket|socketserver|ftplib|smtplib|telnetlib|poplib|imaplib|xmlrpc|paramiko|pycurl|websockets?|asyncssh)\b/g,
  },
  { kind: 'dynamic code', pattern: /(?<![\w.])(?:exec|eval|compile|execfile)\s*\(/g },
  { kind: 'dynamic code', pattern: /\b__import__\s*\((?!\s*['"][^'"]*['"]\s*\))/g },
  { kind: 'dynamic code', pattern: /\bimportlib\s*\.\s*import_module\s*\((?!\s*['"][^'"]*['"]\s*[,)])/g },
  { kind: 'dynamic code', pattern: /\bimportlib\s*\.\s*(?:util|machinery)\b/g },
  { kind: 'dynamic code', pattern: /\b(?:pickle|cPickle|dill|marshal|shelve)\s*\.\s*loads?\b/g },
  { kind: 'dynamic code', pattern: /\b(?:runpy|ctypes|__builtins__)\b|\bbuiltins\s*\./g },
  { kind: 'dynamic code', pattern: /\b(?:globals|locals|vars)\s*\(\s*\)\s*\[/g },
];

const GO: readonly Capability[] = [
  { kind: 'process execution', pattern: /"os\/exec"|\bexec\s*\.\s*Command(?:Context)?\b/g },
  { kind: 'process execution', pattern: /\b(?:syscall\s*\.\s*(?:Exec|ForkExec|StartProcess)|os\s*\.\s*StartProcess)\b/g },
  { kind: 'network access', pattern: /"net(?:\/[\w/]+)?"/g },
  { kind: 'network access', pattern: /\bnet\s*\.\s*(?:Dial\w*|Listen\w*|Resolve\w*|Lookup\w*)\b/g },
  {
    kind: 'network access',
    pattern: /\bhttp\s*\.\s*(?:Get|Post|PostForm|Head|NewRequest\w*|DefaultClient|DefaultTransport|Client|Transport|ListenAndServe\w*)\b/g,
  },
  { kind: 'network access', pattern: /\btls\s*\.\s*(?:Dial\w*|Listen)\b/g },
  { kind: 'dynamic code', pattern: /"plugin"|\bplugin\s*\.\s*Open\b|\bimport\s+"C"/g },
];

const BY_LANGUAGE: Record<Language, readonly Capability[]> = {
  typescript: JAVASCRIPT,
  tsx: JAVASCRIPT,
  javascript: JAVASCRIPT,
  python: PYTHON,
  go: GO,
};

/**
 * Pure: why an edit of `path` that replaces `search` with `replace` is refused because the new text
 * can run processes, reach the network or run code built at runtime, and the text it replaces could
 * not (more matches of a pattern after than before); undefined when it adds none of these. A fix's
 * checks run in the reviewed repository, so such an edit would run with whatever that process can reach.
 * A textual screen, not a sandbox: it refuses on sight, comments and strings included.
 */
export function addedCapabilityRefusal(path: string, search: string, replace: string): string | undefined {
  const language = languageOf(path);
  const capabilities = language ? BY_LANGUAGE[language] : [...JAVASCRIPT, ...PYTHON, ...GO];
  const added = new Map<CapabilityKind, string>();
  for (const { kind, pattern } of capabilities) {
    const after = replace.match(pattern) ?? [];
    if (after.length > (search.match(pattern) ?? []).length && !added.has(kind)) added.set(kind, after[0]?.trim() ?? '');
  }
  if (added.size === 0) return undefined;
  const what = [...added].map(([kind, example]) => `${kind} (\`${example.slice(0, 40)}\`)`).join(', ');
  return `the fix adds ${what}, which the replaced text did not have`;
}
