import { builtArgument } from '../../../built-string.js';
import { changedLineOf } from '../../../changed-line-of.js';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { assignedValues, calleePath, readStringExpression } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

const importsFromSubprocess = perFile((context) => context.lines.some((line) => /^\s*from subprocess import/.test(line)));

const SHELL_ALWAYS = new Set(['os.system', 'os.popen', 'subprocess.getoutput', 'subprocess.getstatusoutput', 'asyncio.create_subprocess_shell']);

const SHELL_IF_ASKED = new Set(['run', 'call', 'check_call', 'check_output', 'Popen']);

// `runsShell` needs a name in SHELL_ALWAYS, a `subprocess.` path, or `from subprocess import`.
const SHELL_GATE = new RegExp([...SHELL_ALWAYS, 'subprocess'].map((name) => name.replace(/\./g, '\\.')).join('|'));

function hasShellTrue(call: Node): boolean {
  return (call.childForFieldName('arguments')?.namedChildren ?? []).some(
    (argument) =>
      argument.type === 'keyword_argument' && argument.childForFieldName('name')?.text === 'shell' && argument.childForFieldName('value')?.type === 'true',
  );
}

/** How a call runs its first argument through a shell, by name: `subprocess.run(…, shell=True)`, `os.system(…)`. */
function runsShell(call: Node, context: RuleContext): boolean {
  const path = calleePath(call);
  const name = path.join('.');
  if (SHELL_ALWAYS.has(name)) return true;
  const fromSubprocess = path.length === 2 ? path[0] === 'subprocess' : path.length === 1 && importsFromSubprocess(context);
  return fromSubprocess && SHELL_IF_ASKED.has(path.at(-1) ?? '') && hasShellTrue(call);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    recommendation:
      'Pass the program and its arguments as a list without `shell=True` (`subprocess.run(["git", "log", ref], check=True)`); if a shell is unavoidable, quote each value with `shlex.quote`.',
  }),
  query: `(call function: [(attribute) (identifier)] @callee arguments: (argument_list . (_) @command)
      (#match? @callee "^(os[.](system|popen)|subprocess[.][a-z_A-Z]+|asyncio[.]create_subprocess_shell|run|call|check_call|check_output|Popen)$")) @target`,
  textGate: SHELL_GATE,
  check: ({ target, captures, context }) => {
    const command = captures.command;
    if (!command || !runsShell(target, context)) return false;
    const built = builtArgument(command, readStringExpression, assignedValues);
    if (!built) return false;
    return { line: changedLineOf(context, target, built.node), details: { callee: calleePath(target).join('.'), how: built.how } };
  },
  examples: {
    match: [
      'subprocess.run(f"tar -xzf {archive} -C {target}", shell=True, check=True)',
      'os.system("rm -rf " + folder)',
      'command = "convert %s out.png" % upload\nsubprocess.check_output(command, shell=True)',
    ],
    noMatch: [
      'subprocess.run(["tar", "-xzf", archive, "-C", target], check=True)',
      'subprocess.run("make clean", shell=True, check=True)',
      'subprocess.run(f"tar -xzf {archive}".split(), check=True)',
      'subprocess.run(f"tar -czf {shlex.quote(target)} {shlex.quote(folder)}", shell=True, check=True)',
    ],
  },
};
