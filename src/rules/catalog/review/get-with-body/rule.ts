import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/get-with-body',
  ...HIGH_CORRECTNESS,
  message:
    '`{{callee}}` is given a `body` for a {{method}} request{{defaulted}}: it throws `TypeError` ("Request with GET/HEAD method cannot have body"), and nothing is sent.',
  recommendation: 'Set the method the body is for (`method: "POST"`, `"PUT"`, `"PATCH"`), or send the data in the URL\'s query string.',
  documentation: {
    finds:
      'A `fetch(url, { … })` or `new Request(url, { … })` whose options have a `body` and a method of GET or HEAD, including no `method` at all (GET is the default).',
    why: 'The Fetch standard forbids a body on GET and HEAD: browsers, Node, Deno, Bun and node-fetch reject the call with `TypeError` before any request is made.',
    wrongWhen:
      'A `fetch` that is not the standard one: a module that defines or imports its own `fetch` (other than node-fetch, undici, cross-fetch, isomorphic-fetch) is left alone, as are options with a spread (`...init`, which may set the method), a method that is not a literal, and a `body` of `undefined` or `null`.',
    origin: "SonarJS's S7733, from the Fetch standard's request constructor.",
  },
};
