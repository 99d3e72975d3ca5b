// A scripted code-reviewer that investigates as an expert would: for each needed callee whose definition its
// prompt does not show, it asks `definition(name)`; if that does not show it, it `search`es for the definition
// line, and reads the first hit with `read_file`. At most 3 calls per name, every name's calls in the same round.
// It knows which names it needs (the benchmark's list), never where they are defined. Every other caller, and the
// reviewer once it is done, gets the loopback server's default reply.
import { defaultReply } from '../../__tests__/support/loopback-llm.ts';
import { isTestPath } from './needed-definitions.mjs';
import { linesSent } from './prompt-lines.mjs';

const GLOBS = { python: '*.py', go: '*.go', typescript: '*.ts', javascript: '*.js' };
const SEARCH = {
  python: (name) => `(def|class) +${name} *[(:]`,
  go: (name) => `^(func +(\\([^)]*\\) *)?${name} *[[(]|type +${name} )`,
  script: (name) =>
    `(function\\*? *${name} *[<(]|class +${name}( |$)|${name} *[:=] *(async +)?(function|\\()|^ *((static|async|get|set|public|private|protected) +)*${name} *\\()`,
};

/** Whether `text` shows the first or signature line of one of `definitions`. */
export function shows(text, definitions) {
  const keys = new Set(linesSent(text).map((line) => line.key));
  return definitions.some((definition) => keys.has(`${definition.file}:${definition.start}`) || keys.has(`${definition.file}:${definition.signature}`));
}

/** The text of a request's system and user messages: the fixed context, without tool results. */
export function promptOf(request) {
  const text = (content) => (typeof content === 'string' ? content : Array.isArray(content) ? content.map((part) => part.text ?? '').join('\n') : '');
  return (request.body.messages ?? [])
    .filter((message) => message.role === 'system' || message.role === 'user')
    .map((message) => text(message.content))
    .join('\n');
}

/** The calls the conversation made so far and their results, from the OpenAI-format messages of the request. */
function history(body) {
  const results = new Map();
  for (const message of body.messages ?? [])
    if (message.role === 'tool') results.set(message.tool_call_id, typeof message.content === 'string' ? message.content : JSON.stringify(message.content));
  const calls = [];
  for (const message of body.messages ?? []) {
    for (const call of message.tool_calls ?? [])
      calls.push({ tool: call.function.name, input: JSON.parse(call.function.arguments), result: results.get(call.id) ?? '' });
  }
  return calls;
}

/** The next call for one needed name, or undefined when it is found or its 3 calls are spent. */
function nextCall(entry, calls, language) {
  const search = (SEARCH[language] ?? SEARCH.script)(entry.name);
  const asked = calls.find((call) => call.tool === 'definition' && call.input.name === entry.name);
  if (!asked) return { name: 'definition', input: { name: entry.name } };
  if (shows(asked.result, entry.definitions)) return undefined;
  const searched = calls.find((call) => call.tool === 'search' && call.input.pattern === search);
  if (!searched) return { name: 'search', input: { pattern: search, path_glob: GLOBS[language] ?? '*' } };
  const hit = searched.result
    .split('\n')
    .map((line) => /^([^\s:]+):(\d+): /.exec(line))
    .find((match) => match && !isTestPath(match[1]));
  if (!hit || calls.some((call) => call.tool === 'read_file' && call.input.path === hit[1] && call.input.start_line === Number(hit[2]))) return undefined;
  return { name: 'read_file', input: { path: hit[1], start_line: Number(hit[2]), end_line: Number(hit[2]) + 40 } };
}

/** The loopback reply function of a review whose needed definitions are `needed` (see needed-definitions.mjs). */
export function scriptedExpert(needed, language) {
  return (request) => {
    if (request.caller !== 'code-reviewer' || !request.tools.includes('definition')) return defaultReply(request);
    const calls = history(request.body);
    const prompt = promptOf(request);
    const wanted = needed.filter((entry) => !shows(prompt, entry.definitions));
    const next = wanted.map((entry) => nextCall(entry, calls, language)).filter(Boolean);
    return next.length > 0 ? { toolCalls: next } : defaultReply(request);
  };
}
