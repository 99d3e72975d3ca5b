// Redaction, comment stripping and markdown escaping on 1 MB single-line inputs built to make
// backtracking patterns go quadratic. Every function must stay linear: a run that blocks the event
// loop for seconds also blocks the timeouts and signals that would stop it.
import { fileURLToPath } from 'node:url';
import { importTypeScript } from './import-typescript.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const SIZE = 1 << 20;
const fill = (unit) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

/** Each repeats a pattern's prefix without ever completing it, or completes it over and over. */
const INPUTS = [
  ['1M spaces', fill(' ')],
  ['1M "a"', fill('a')],
  ['repeated "sk-"', fill('sk-')],
  ['repeated "password="', fill('password=')],
  ['repeated "<!--"', fill('<!--')],
  ['repeated "<<!---->!--"', fill('<<!---->!--')],
  ['repeated "eyJ-"', fill('eyJ-')],
  ['repeated "://a:"', fill('://a:')],
  ['repeated PEM header', fill('-----BEGIN RSA PRIVATE KEY-----')],
  ['repeated "TOKEN_"', fill('TOKEN_')],
  ['repeated "@a #1 "', fill('@a #1 ')],
  ['spaces, one newline', `${' '.repeat(SIZE / 2)}\n${' '.repeat(SIZE / 2)}`],
];

export async function printLinearText() {
  const { createRedactor } = await importTypeScript(`${root}src/redact/create-redactor.ts`);
  const { escapeMarkdown, fencedCode, stripHtmlComments } = await importTypeScript(`${root}src/text/markdown-escape.ts`);
  const { sanitizeUntrusted } = await importTypeScript(`${root}src/llm/sanitize-untrusted.ts`);
  // A run's redactor knows its token and key: their literal and base64 forms are part of every pass.
  const redact = createRedactor([
    { name: 'github-token', value: `ghs_${'k'.repeat(36)}` },
    { name: 'api-key', value: `model-key-${'m'.repeat(30)}` },
  ]);
  const functions = [
    ['redact', redact],
    ['stripHtmlComments', (text) => stripHtmlComments(text)],
    ['sanitizeUntrusted', sanitizeUntrusted],
    ['escapeMarkdown', (text) => escapeMarkdown(text)],
    ['fencedCode', (text) => fencedCode(text)],
  ];
  console.log(`linear text handling (1 MiB single-line inputs; ms per call)`);
  console.log(`  ${'input'.padEnd(26)}${functions.map(([name]) => name.padStart(19)).join('')}`);
  let slowest = 0;
  for (const [label, input] of INPUTS) {
    const cells = functions.map(([, run]) => {
      const started = process.hrtime.bigint();
      run(input);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      slowest = Math.max(slowest, ms);
      return ms.toFixed(1).padStart(19);
    });
    console.log(`  ${label.padEnd(26)}${cells.join('')}`);
  }
  console.log(`  slowest call     ${slowest.toFixed(1)} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printLinearText();
