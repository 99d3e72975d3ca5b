import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  PROVIDER_KEY_VARIABLES
} from "./chunk-QVUVMSOF.js";
import {
  createRedactor
} from "./chunk-2EA2E2UC.js";

// src/redact/redact-styled-text.ts
var STYLE_CODE = /(\u001b\[[0-9;]{0,32}m)/;
function redactStyledText(text, redact) {
  if (!text.includes("\x1B")) return redact(text);
  return text.split(STYLE_CODE).map((piece, index) => index % 2 === 1 ? piece : redact(piece)).join("");
}

// src/cli/redact-cli-output.ts
function redactCliOutput(runtime) {
  const providers = Object.keys(PROVIDER_KEY_VARIABLES);
  const redact = createRedactor(providers.map((provider) => ({ name: "api-key", value: runtime.apiKey(`${provider}:model`) })));
  const redacted = (stream) => ({ write: (text) => stream.write(redactStyledText(text, redact)) });
  return { runtime: { ...runtime, stdout: redacted(runtime.stdout), stderr: redacted(runtime.stderr) }, redact };
}

export {
  redactStyledText,
  redactCliOutput
};
