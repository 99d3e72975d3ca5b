/** Something the user can fix: names the setting, the bad value and the form that was expected. */
export class ConfigurationError extends Error {
  constructor(
    readonly key: string,
    readonly value: unknown,
    readonly expected: string,
    readonly origin?: string,
  ) {
    super(`Invalid ${key}${origin ? ` (from ${origin})` : ''}: ${JSON.stringify(value)}. Expected ${expected}.`);
    this.name = 'ConfigurationError';
  }
}
