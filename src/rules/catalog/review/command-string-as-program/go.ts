import type { LanguageImplementation } from '../../../rule-folder.js';
import { literalContent } from '../../../syntax/go/go-syntax.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . [(interpreted_string_literal) (raw_string_literal)] @program)
  (#eq? @package "exec") (#eq? @function "Command")) @target
(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . (_) . [(interpreted_string_literal) (raw_string_literal)] @program)
  (#eq? @package "exec") (#eq? @function "CommandContext")) @target`,
  textGate: /exec\.Command/,
  check: ({ captures }) => {
    const program = captures.program ? literalContent(captures.program) : '';
    // As staticcheck: a path (a slash or backslash) may hold a space on purpose.
    if (!program.includes(' ') || /[\\/]/.test(program)) return false;
    const words = program.trim().split(/\s+/);
    const fixed = `exec.Command(${words.map((word) => JSON.stringify(word)).join(', ')})`;
    return { details: { program, fixed } };
  },
  examples: {
    match: ['func status() ([]byte, error) {\n\treturn exec.Command("git status").Output()\n}', 'cmd := exec.CommandContext(ctx, "ls -l")'],
    noMatch: [
      'func status() ([]byte, error) {\n\treturn exec.Command("git", "status").Output()\n}',
      'cmd := exec.Command("/bin/sh", "-c", "ls -l | wc")',
      'cmd := exec.Command(`C:\\Program Files\\App\\app.exe`)',
    ],
  },
};
