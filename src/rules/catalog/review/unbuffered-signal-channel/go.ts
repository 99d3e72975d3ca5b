import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, assignedValues, calleePath } from '../../../syntax/go/go-syntax.js';

/** `make(chan os.Signal)` or `make(chan os.Signal, 0)`. */
function isUnbufferedSignalChannel(node: Node | undefined): boolean {
  if (node?.type !== 'call_expression' || calleePath(node).join('.') !== 'make') return false;
  const [type, size, ...rest] = argumentsOf(node);
  if (rest.length > 0 || type?.text.replace(/\s+/g, '') !== 'chanos.Signal') return false;
  return size === undefined || size.text === '0';
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . (_) @channel)
  (#eq? @package "signal") (#eq? @function "Notify")) @target`,
  textGate: /chan\s+os\.Signal\s*(,\s*0\s*)?\)/,
  check: ({ captures }) => {
    const channel = captures.channel;
    if (!channel) return false;
    // `signal.Notify(make(chan os.Signal), …)`: nothing can receive from it, so no signal it drops was awaited.
    if (channel.type !== 'identifier') return false;
    const values = assignedValues(channel);
    // Every value the name was given in this function must be an unbuffered channel: one buffered assignment is enough.
    if (values.length === 0 || !values.every((value) => isUnbufferedSignalChannel(value))) return false;
    return { details: { channel: channel.text } };
  },
  examples: {
    match: [
      'func main() {\n\tstop := make(chan os.Signal)\n\tsignal.Notify(stop, os.Interrupt, syscall.SIGTERM)\n\t<-stop\n\tshutdown()\n}',
      'func wait() {\n\tvar c = make(chan os.Signal, 0)\n\tsignal.Notify(c, os.Interrupt)\n\t<-c\n}',
    ],
    noMatch: [
      'func main() {\n\tstop := make(chan os.Signal, 1)\n\tsignal.Notify(stop, os.Interrupt, syscall.SIGTERM)\n\t<-stop\n}',
      'func (s *Server) watch() {\n\tsignal.Notify(s.signals, os.Interrupt)\n}',
      'func mute() {\n\tsignal.Notify(make(chan os.Signal), syscall.SIGPIPE)\n}',
      'func wait(c chan os.Signal) {\n\tsignal.Notify(c, os.Interrupt)\n}',
    ],
  },
};
