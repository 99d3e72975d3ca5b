import { builtArgument } from '../../../built-string.js';
import { changedLineOf } from '../../../changed-line-of.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, assignedValues, readStringExpression } from '../../../syntax/go/go-syntax.js';

const SHELLS = /^"(sh|bash|zsh|\/bin\/sh|\/bin\/bash|\/usr\/bin\/env bash|cmd(\.exe)?|powershell(\.exe)?|pwsh)"$/;

const SHELL_FLAGS = /^"(-c|\/c|\/C|-Command)"$/;

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: '`{{callee}}` runs {{shell}} on a command built from {{how}}: a value containing `;`, `$(…)` or quotes runs its own commands.',
    recommendation: 'Run the program directly with its arguments as separate strings (`exec.Command("git", "log", ref)`), without a shell.',
  }),
  query: '(call_expression function: (selector_expression) @callee (#match? @callee "^exec[.]Command(Context)?$")) @target',
  // The query requires a callee spelled `exec.Command`.
  textGate: /exec\.Command/,
  check: ({ target, captures, context }) => {
    const callee = captures.callee?.text ?? '';
    const argumentList = argumentsOf(target).slice(callee.endsWith('Context') ? 1 : 0);
    const [shell, flag, command] = argumentList;
    if (!shell || !flag || !command || !SHELLS.test(shell.text) || !SHELL_FLAGS.test(flag.text)) return false;
    const built = builtArgument(command, readStringExpression, assignedValues);
    if (!built) return false;
    return {
      line: changedLineOf(context, target, built.node),
      details: { callee, shell: `\`${shell.text.slice(1, -1)} ${flag.text.slice(1, -1)}\``, how: built.how },
    };
  },
  examples: {
    match: [
      'func archive(dir string) error {\n\treturn exec.Command("sh", "-c", "tar -czf out.tgz "+dir).Run()\n}',
      'func convert(ctx context.Context, in string) error {\n\tcmd := fmt.Sprintf("convert %s out.png", in)\n\treturn exec.CommandContext(ctx, "bash", "-c", cmd).Run()\n}',
    ],
    noMatch: [
      'func archive(dir string) error {\n\treturn exec.Command("tar", "-czf", "out.tgz", dir).Run()\n}',
      'func clean() error {\n\treturn exec.Command("sh", "-c", "make clean").Run()\n}',
    ],
  },
};
