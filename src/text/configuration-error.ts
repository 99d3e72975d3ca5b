import { cutText, describeValue } from './describe-value.js';

/** The expected form is Sextant's own text, but may quote a name or a parser's message from the input. */
const EXPECTED_CHARS = 2_000;

/** Something the user can fix: names the setting, the bad value and the form that was expected. */
export class ConfigurationError extends Error {
  constructor(
    readonly key: string,
    readonly value: unknown,
    readonly expected: string,
    readonly origin?: string,
  ) {
    // Everything is shown cut: a key or value may be a huge string, or a YAML alias bomb.
    super(`Invalid ${cutText(key)}${origin ? ` (from ${cutText(origin)})` : ''}: ${describeValue(value)}. Expected ${cutText(expected, EXPECTED_CHARS)}.`);
    this.name = 'ConfigurationError';
  }
}
