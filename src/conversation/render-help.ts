/** What each command does, as `help` lists it (the README's table says the same). */
const COMMANDS: ReadonlyArray<[string, string]> = [
  [
    '<question>',
    'in a finding’s thread: why it was raised, from the finding, the code around it, the guidelines and the thread (a model answers when one is configured; otherwise the rule’s documentation)',
  ],
  ['ignore', 'in a finding’s thread: dismiss this finding on this pull request (the thread is resolved; later reviews neither post it nor gate on it)'],
  ['ignore rule', 'in a finding’s thread: mute its rule in this repository, below the gate'],
  ['fix', 'in a finding’s thread: try a fix checked by the repository’s own test, lint and typecheck commands, and answer with it as a suggestion'],
  ['review', 'review the whole pull request again (`review incremental`: only the commits since the last review)'],
  ['help', 'this list'],
];

/**
 * Pure: the `help` answer. `prefix` is the first configured command prefix (a validated word). Only
 * people with write access may use what costs money or changes state; the note says so.
 */
export function renderHelp(prefix: string): string[] {
  return [
    `Sextant answers comments that start with \`${prefix}\`:`,
    '',
    '| command | what it does |',
    '|---|---|',
    ...COMMANDS.map(([command, meaning]) => `| \`${prefix} ${command}\` | ${meaning} |`),
    '',
    'Answers written by a model, `ignore`, `ignore rule`, `fix` and `review` are for people with write access to this repository; on a pull request from a fork only `help` and `review` run.',
  ];
}
