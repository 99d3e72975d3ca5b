import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import { namesByScope } from '../../../syntax/javascript/module-names.js';
import type { Node } from 'web-tree-sitter';

/** Packages whose `fetch` follows the standard, body rule included. */
const STANDARD_FETCH = /\b(?:from|require\()\s*['"](?:node-fetch|undici|cross-fetch|isomorphic-fetch|@whatwg-node\/fetch)['"]/;

/** Whether `fetch` and `Request` here are the standard ones: the module binds neither, or imports them from a standard package. */
const standardFetch = perFile((context: RuleContext): boolean => {
  const bound = namesByScope(context.root);
  return (!bound.has('fetch') && !bound.has('Request')) || STANDARD_FETCH.test(context.lines.join('\n'));
});

/** The key of an object member: `body`, `"body"`, or a shorthand `body`. */
function keyOf(member: Node): string | undefined {
  if (member.type === 'shorthand_property_identifier') return member.text;
  if (member.type !== 'pair') return undefined;
  const key = member.childForFieldName('key');
  return key?.type === 'string' ? key.text.slice(1, -1) : key?.text;
}

/** A name that says it holds an address: `url`, `apiUrl`, `endpoint`, `this.baseHref`. */
const URL_NAME = /(url|uri|href|endpoint|path|route|address|link)s?$/i;

/** Whether `input` is a URL rather than a `Request`: a string, a template, `new URL(…)`, or a name that says so. */
function isUrl(input: Node | undefined): boolean {
  if (!input) return false;
  if (input.type === 'string' || input.type === 'template_string') return true;
  if (input.type === 'new_expression') return input.childForFieldName('constructor')?.text === 'URL';
  const name = input.type === 'member_expression' ? input.childForFieldName('property')?.text : input.type === 'identifier' ? input.text : undefined;
  return URL_NAME.test(name ?? '');
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression function: [(identifier) @callee (member_expression object: (identifier) @global property: (property_identifier) @callee)]
      arguments: (arguments . (_) . (object) @options)) @target
    (new_expression constructor: (identifier) @callee arguments: (arguments . (_) . (object) @options)) @target`,
  textGate: /\bbody\b/,
  check: ({ target, captures, context }) => {
    const callee = captures.callee?.text;
    const options = captures.options;
    if (!options || (target.type === 'call_expression' ? callee !== 'fetch' : callee !== 'Request')) return false;
    if (captures.global && !['window', 'globalThis', 'self', 'global'].includes(captures.global.text)) return false;
    const members = options.namedChildren;
    // A spread may set the method; a computed key may be it.
    if (members.some((member) => member.type === 'spread_element' || member.childForFieldName('key')?.type === 'computed_property_name')) return false;
    const body = members.find((member) => keyOf(member) === 'body');
    const bodyValue = body?.type === 'pair' ? body.childForFieldName('value') : body;
    if (!bodyValue || ['undefined', 'null'].includes(bodyValue.type) || bodyValue.text === 'undefined') return false;
    const method = members.find((member) => keyOf(member) === 'method');
    const methodValue = method?.type === 'pair' ? method.childForFieldName('value') : method;
    if (methodValue && methodValue.type !== 'string') return false;
    // Without a method, the input's own applies: a `Request` passed in keeps its method; only a URL means GET.
    if (!methodValue && !isUrl(target.childForFieldName('arguments')?.namedChildren[0])) return false;
    const verb = methodValue ? methodValue.text.slice(1, -1).toUpperCase() : 'GET';
    if (verb !== 'GET' && verb !== 'HEAD') return false;
    if (!standardFetch(context)) return false;
    return {
      details: {
        callee: target.type === 'call_expression' ? 'fetch' : 'new Request',
        method: verb,
        defaulted: methodValue ? '' : ' (no `method` is set, and GET is the default)',
      },
    };
  },
  examples: {
    match: [
      "export async function search(query) {\n  const response = await fetch('/api/search', {\n    headers: { 'content-type': 'application/json' },\n    body: JSON.stringify({ query }),\n  });\n  return response.json();\n}",
      "const request = new Request(url, { method: 'get', body: form });",
    ],
    noMatch: [
      "await fetch('/api/search', { method: 'POST', body: JSON.stringify({ query }) });",
      'await fetch(url, { ...init, body });',
      'await fetch(url, { method, body });',
      "await fetch(url, { method: 'GET', body: undefined });",
      "import { fetch } from './client.js';\nawait fetch('/api/search', { body: query });",
      "await api.fetch('/search', { body: query });",
      'const replaced = new Request(request, { body: replacementBody });',
    ],
  },
};
