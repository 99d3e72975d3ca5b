/** What a comment addressed to Sextant asks for. */
export type Command =
  | { kind: 'help' }
  | { kind: 'question'; text: string }
  | { kind: 'ignore' }
  | { kind: 'ignore-rule' }
  | { kind: 'fix' }
  | { kind: 'review'; incremental: boolean };

/** The first line's words after the prefix that name a command; anything else is a question. */
const COMMANDS: Readonly<Record<string, Command>> = {
  help: { kind: 'help' },
  ignore: { kind: 'ignore' },
  'ignore rule': { kind: 'ignore-rule' },
  fix: { kind: 'fix' },
  review: { kind: 'review', incremental: false },
  'review full': { kind: 'review', incremental: false },
  'review incremental': { kind: 'review', incremental: true },
};

/**
 * Pure: the command a comment gives, or undefined when it does not start with one of `prefixes`
 * (compared without case; `@sextant-bot` is not `@sextant`). A first line that is a command (trailing
 * punctuation aside), or a command and a reason after a colon, comma or dash (`ignore: on purpose`), is
 * that command, whatever follows on later lines; `review` takes any words after it, as it always has.
 * Other text is a question, and the prefix alone asks for help.
 */
export function tryParseCommand(body: string, prefixes: readonly string[]): Command | undefined {
  const text = body.trimStart();
  const prefix = prefixes.find((candidate) => text.toLowerCase().startsWith(candidate.toLowerCase()) && /^(?:$|[\s:,.!?])/.test(text.slice(candidate.length)));
  if (prefix === undefined) return undefined;
  const rest = text.slice(prefix.length).replace(/^[:,]/, '').trim();
  if (rest === '') return { kind: 'help' };
  const firstLine = (rest.split('\n')[0] ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const head = (firstLine.split(/\s*[:,;—–]\s*|\s+-\s+/)[0] ?? '').replace(/[.!?]+$/, '');
  const command = COMMANDS[head];
  if (command) return command;
  if (/^review\b/.test(firstLine)) return { kind: 'review', incremental: false };
  return { kind: 'question', text: rest };
}
