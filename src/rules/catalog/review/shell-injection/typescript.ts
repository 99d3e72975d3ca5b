import { builtArgument } from '../../../built-string.js';
import { changedLineOf } from '../../../changed-line-of.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { assignedValues, dottedName, readStringExpression } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

const SHELL_MODULES = new Set(['child_process', 'childProcess', 'cp']);

/** Functions that run a program directly, unless given `shell: true`. */
const SPAWN_FUNCTIONS = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync']);

const CHILD_PROCESS_IMPORT = /\brequire\(\s*['"](node:)?child_process['"]\s*\)|\bfrom\s+['"](node:)?child_process['"]/;

/** A bare `exec(…)` is `child_process.exec` only where the file imports it (else it may be any function). */
const importsChildProcess = perFile((context) => context.lines.some((line) => CHILD_PROCESS_IMPORT.test(line)));

function hasShellOption(call: Node): boolean {
  const options = call.childForFieldName('arguments')?.namedChildren.filter((argument) => argument.type === 'object') ?? [];
  return options.some((object) =>
    object.namedChildren.some(
      (pair) => pair.type === 'pair' && pair.childForFieldName('key')?.text === 'shell' && pair.childForFieldName('value')?.type === 'true',
    ),
  );
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      arguments: (arguments . (_) @command)
      (#match? @callee "(^|\\\\.)(exec|execSync|execAsync|execPromise|spawn|spawnSync|execFile|execFileSync)$")) @target`,
  // Every callee the predicate admits ends in one of these.
  textGate: /exec|spawn/,
  check: ({ target, captures, context }) => {
    const { callee, command } = captures;
    if (!callee || !command) return false;
    const path = dottedName(callee);
    const name = path.at(-1) ?? '';
    const runsShell = SPAWN_FUNCTIONS.has(name)
      ? hasShellOption(target)
      : path.length === 1
        ? importsChildProcess(context)
        : path.length === 2 && SHELL_MODULES.has(path[0] ?? '') && (name === 'exec' || name === 'execSync');
    const built = runsShell ? builtArgument(command, readStringExpression, assignedValues) : undefined;
    if (!built) return false;
    return { line: changedLineOf(context, target, built.node), details: { callee: path.join('.'), how: built.how } };
  },
  examples: {
    match: [
      "import { exec } from 'node:child_process';\nexec(`git log ${range}`, done);",
      "const cp = require('child_process');\ncp.execSync('rm -rf ' + folder);",
      "import { spawn } from 'node:child_process';\nconst command = `convert ${input} out.png`;\nspawn(command, { shell: true });",
    ],
    noMatch: [
      "import { execFile } from 'node:child_process';\nexecFile('git', ['log', range], done);",
      "import { exec } from 'node:child_process';\nexec('git status', done);",
      'const match = pattern.exec(`${prefix}-1`);',
      'spawn(`node ${script}`);',
    ],
  },
};
