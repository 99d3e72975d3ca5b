import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

const SPAWNING = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync']);

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `[
  (call_expression function: (identifier) @function arguments: (arguments . (string) @program) @arguments)
  (call_expression function: (member_expression property: (property_identifier) @function) arguments: (arguments . (string) @program) @arguments)
] @target`,
  textGate: /\b(spawn|spawnSync|execFile|execFileSync)\s*\(/,
  check: ({ captures }) => {
    if (!SPAWNING.has(captures.function?.text ?? '')) return false;
    const program = captures.program?.text.slice(1, -1) ?? '';
    if (!program.includes(' ') || /[\\/]/.test(program)) return false;
    // A `shell` option runs the string through a shell, where a command line is what it wants.
    if (/\bshell\s*:/.test(captures.arguments?.text ?? '')) return false;
    const [name, ...rest] = program.trim().split(/\s+/);
    const fixed = `${captures.function?.text}(${JSON.stringify(name)}, ${JSON.stringify(rest)})`;
    return { details: { program, fixed } };
  },
  examples: {
    match: [
      "const child = spawn('git status');",
      "const out = execFileSync('ls -l', { encoding: 'utf8' });",
      "childProcess.spawn('npm run build', { stdio: 'inherit' });",
    ],
    noMatch: [
      "const child = spawn('git', ['status']);",
      "const child = spawn('npm run build', { shell: true });",
      "const out = execFileSync('/usr/bin/env node');",
      "const out = exec('ls -l');",
    ],
  },
};
