import { PROVIDER_KEY_VARIABLES } from '../llm/create-language-model.js';
import type { ProviderName } from '../llm/create-language-model.js';
import { createRedactor } from '../redact/create-redactor.js';
import type { Redact } from '../redact/create-redactor.js';
import { redactStyledText } from '../redact/redact-styled-text.js';
import type { CliRuntime } from '../runtime.js';

/**
 * The runtime with its stdout and stderr redacted, and the redactor for what the CLI writes to files:
 * credential shapes and every provider key the CLI could send (whichever model the run uses), after
 * invisible characters are removed. Reports, progress, notes and error messages all pass through it.
 */
export function redactCliOutput(runtime: CliRuntime): { runtime: CliRuntime; redact: Redact } {
  const providers = Object.keys(PROVIDER_KEY_VARIABLES) as ProviderName[];
  const redact = createRedactor(providers.map((provider) => ({ name: 'api-key', value: runtime.apiKey(`${provider}:model`) })));
  const redacted = (stream: CliRuntime['stdout']): CliRuntime['stdout'] => ({ write: (text: string) => stream.write(redactStyledText(text, redact)) });
  return { runtime: { ...runtime, stdout: redacted(runtime.stdout), stderr: redacted(runtime.stderr) }, redact };
}
