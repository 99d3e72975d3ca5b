import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, dottedName } from '../../../syntax/go/go-syntax.js';

const UNTRAPPABLE = new Set(['os.Kill', 'syscall.SIGKILL', 'syscall.SIGSTOP', 'unix.SIGKILL', 'unix.SIGSTOP']);

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  (#eq? @package "signal") (#any-of? @function "Notify" "NotifyContext" "Ignore" "Reset")) @target`,
  textGate: /os\.Kill|SIGKILL|SIGSTOP/,
  check: ({ target }) => {
    const signal = argumentsOf(target).find((argument) => argument.type === 'selector_expression' && UNTRAPPABLE.has(dottedName(argument).join('.')));
    return signal ? { details: { signal: signal.text } } : false;
  },
  examples: {
    match: [
      'func main() {\n\tc := make(chan os.Signal, 1)\n\tsignal.Notify(c, os.Interrupt, os.Kill)\n\t<-c\n}',
      'ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGKILL)',
    ],
    noMatch: ['func main() {\n\tc := make(chan os.Signal, 1)\n\tsignal.Notify(c, os.Interrupt, syscall.SIGTERM)\n\t<-c\n}', 'proc.Signal(os.Kill)'],
  },
};
