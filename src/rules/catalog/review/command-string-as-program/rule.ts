import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/command-string-as-program',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{program}}` is passed as the program to run, but it is a whole command line: no program has that name, so starting it fails.',
  recommendation: 'Pass the program and its arguments separately: `{{fixed}}`.',
  documentation: {
    finds: 'A command line with spaces given as the program name: Go\'s `exec.Command("git status")`, Node\'s `spawn("git status")` and `execFile("ls -l")`.',
    why: 'These functions run a program directly, without a shell: the whole string is looked up as one executable name, `git status`, which does not exist, so the call fails with `executable file not found` or `ENOENT` every time.',
    wrongWhen:
      'A program whose name or path really contains a space; a name with a slash or backslash (a path) is left alone, as in staticcheck, and so are Node calls with a `shell` option (which do go through a shell).',
    origin: "staticcheck's SA1005 (invalid first argument to `exec.Command`).",
  },
};
