import type { Redact } from '../redact/create-redactor.js';
import type { CommandRunner } from './command-runner.js';

/**
 * A runner whose output is redacted before anything reads it (state, reports, the fixer's prompt):
 * a command can print whatever secrets it finds, such as its parent's environment or the token
 * actions/checkout leaves in `.git/config`.
 */
export function redactCommandOutput(runner: CommandRunner, redact: Redact): CommandRunner {
  return {
    run: async (command, options) => {
      const outcome = await runner.run(command, options);
      return { ...outcome, outputTail: redact(outcome.outputTail) };
    },
  };
}
