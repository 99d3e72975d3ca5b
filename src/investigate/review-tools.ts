import { posix } from 'node:path';
import { z } from 'zod';
import { estimateTokens } from '../llm/estimate-tokens.js';
import type { ModelTool } from '../llm/model-tool.js';
import { languageOf } from '../diff/language.js';
import type { CodeBrowser, Side } from './code-browser.js';
import { enclosingDefinition, numberedLines } from './excerpt-lines.js';
import { indexFile } from './index-file.js';
import type { RepositorySearch } from './repository-search.js';

/** The tool names are a contract: prompts, logs and the report use them. */
export const TOOL_NAMES = ['read_file', 'search', 'definition', 'callers'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** Lines one `read_file` returns at most: a long file is read in parts, as a person pages through it. */
const MAX_READ_LINES = 300;
/** Matches one `search` returns at most. */
const MAX_SEARCH_HITS = 40;
/** Definitions one `definition` returns, and call sites one `callers` returns. */
const MAX_DEFINITIONS = 3;
const MAX_CALL_SITES = 8;
/** A definition longer than this is shown by its first lines. */
const MAX_DEFINITION_LINES = 80;
/** Lines shown around a call, inside its enclosing function. */
const CALLER_RADIUS = 6;
/** Files parsed to answer one `definition` or `callers`: bounds the cost of a name found everywhere. */
const MAX_PARSED_FILES = 30;
/** A search hit's line is cut here: minified code and data say what they are in their first characters. */
const LINE_CHARS_LIMIT = 200;
/** A result with less room than this would say nothing useful: the budget counts as spent. */
const MIN_RESULT_TOKENS = 100;
/** Paths no tool reads, whatever the review's scope: git's own files and Sextant's sessions. */
const NEVER_READ = /^(?:\.git|\.sextant)(?:\/|$)|\/\.git(?:\/|$)/;

/** How much investigating one agent call, and the whole review, may do. */
export interface ToolBounds {
  /** Tokens of tool results one agent call may receive (default 12,000). */
  tokensPerCall: number;
  /** Tokens of tool results the whole review may receive, all agents together. */
  tokensPerReview: number;
  /** Tokens one result may hold; a longer one is cut, saying so. */
  tokensPerResult: number;
}

/** One tool call, for the session log and the report's counts. */
export interface ToolCallRecord {
  caller: string;
  tool: ToolName;
  /** The call's arguments as the model gave them (paths, names, patterns; already redacted). */
  input: Record<string, unknown>;
  /** `ok`, `refused: …`, `not found`, `budget spent`, `error: …`. */
  outcome: string;
  tokens: number;
}

interface ReviewToolsInput {
  browser: CodeBrowser;
  search: RepositorySearch;
  /** Whether the review's scope lets a model read the path (exclusions, files that hold secrets). */
  readable(path: string): boolean;
  /** Untrusted text made safe for a model: invisible characters removed, credentials redacted. */
  clean(text: string): string;
  /** Fences untrusted text as data, as every excerpt of the prompt is fenced. */
  fence(label: string, text: string): string;
  bounds: ToolBounds;
  record(call: ToolCallRecord): void;
}

/** What the tools have handed out over the whole review: shared by every agent call. */
interface ReviewSpend {
  tokens: number;
}

/** A tool's answer: excerpts of the repository (fenced as data) and plain notes of the tool's own. */
interface Answer {
  outcome: string;
  parts: ReadonlyArray<{ excerpt: string; text: string } | { note: string }>;
}

const note = (outcome: string, text: string): Answer => ({ outcome, parts: [{ note: text }] });

/**
 * The read-only tools a model may call while it reviews, served from the repository at the head (the
 * base on request): `read_file`, `search`, `definition`, `callers`. Every path is checked against the
 * repository's own listing of regular files and the review's scope; every result is redacted and
 * fenced; each agent call and the review as a whole have a token budget, and a call past it gets a
 * short answer saying so. Returns a factory: one set of tools per agent call, sharing the review's spend.
 */
export function createReviewTools(input: ReviewToolsInput): (caller: string) => ModelTool[] {
  const spend: ReviewSpend = { tokens: 0 };
  return (caller) => {
    let callTokens = 0;
    /** Runs one tool call within the budgets, recording it; the model reads the returned text. */
    const guarded =
      (tool: ToolName, answer: (args: Record<string, unknown>) => Promise<Answer>) =>
      async (args: Record<string, unknown>): Promise<string> => {
        const shown = Object.fromEntries(
          Object.entries(args).map(([key, value]) => [key, typeof value === 'string' ? input.clean(value).slice(0, 200) : value]),
        );
        const room = Math.min(input.bounds.tokensPerResult, input.bounds.tokensPerCall - callTokens, input.bounds.tokensPerReview - spend.tokens);
        if (room < MIN_RESULT_TOKENS) {
          input.record({ caller, tool, input: shown, outcome: 'budget spent', tokens: 0 });
          return 'The investigation budget of this review is spent: answer now with what you have found.';
        }
        let result: Answer;
        try {
          result = await answer(args);
        } catch (error) {
          result = note('error', `The ${tool} call failed: ${input.clean(error instanceof Error ? error.message : String(error)).slice(0, 300)}`);
        }
        const text = render(result, room);
        const tokens = estimateTokens(text);
        callTokens += tokens;
        spend.tokens += tokens;
        input.record({ caller, tool, input: shown, outcome: result.outcome, tokens });
        return text;
      };

    /** The answer within `room` tokens: excerpts are cut before they are fenced, so a fence always closes. */
    function render(answer: Answer, room: number): string {
      const rendered: string[] = [];
      let left = room;
      for (const part of answer.parts) {
        if (left <= 0) {
          rendered.push('(the rest is left out: this call may return no more)');
          break;
        }
        const text = 'note' in part ? part.note : input.fence(part.excerpt, cutToTokens(part.text, left - estimateTokens(part.excerpt) - 20));
        left -= estimateTokens(text);
        rendered.push(text);
      }
      return rendered.join('\n\n');
    }

    /** The path as the repository lists it, or why it cannot be read. */
    async function resolvePath(raw: string, side: Side): Promise<{ path: string } | { refused: string }> {
      const path = posix.normalize(raw.replace(/^\.?\/+/, ''));
      if (path.startsWith('..') || posix.isAbsolute(raw) || NEVER_READ.test(path)) return { refused: `${raw} is outside what a review may read` };
      if (!input.readable(path)) return { refused: `${path} is excluded from this review` };
      if (!(await input.browser.listFiles(side)).has(path))
        return { refused: `${path} is not a file of the repository at the ${side} (or it is a symlink, binary or too large)` };
      return { path };
    }

    const readFile = guarded('read_file', async (args) => {
      const side: Side = args.side === 'base' ? 'base' : 'head';
      const resolved = await resolvePath(String(args.path ?? ''), side);
      if ('refused' in resolved) return note(`refused: ${resolved.refused}`, resolved.refused);
      const text = await input.browser.readFile(resolved.path, side);
      if (text === undefined) return note('not found', `${resolved.path} cannot be read as text.`);
      const lines = input.clean(text).replace(/\n$/, '').split('\n');
      const start = clampLine(args.start_line, 1, lines.length);
      const end = Math.min(args.end_line === undefined ? lines.length : clampLine(args.end_line, start, lines.length), start + MAX_READ_LINES - 1);
      const more = end < lines.length ? [{ note: `(${lines.length} lines in all; ask for ${end + 1}- to read on)` }] : [];
      return { outcome: 'ok', parts: [{ excerpt: `${resolved.path}:${start}-${end} (${side})`, text: numberedLines(lines, start, end) }, ...more] };
    });

    const search = guarded('search', async (args) => {
      const pattern = String(args.pattern ?? '');
      if (pattern.trim() === '') return note('refused: empty pattern', 'Give a pattern to search for.');
      const glob = typeof args.path_glob === 'string' && args.path_glob.trim() !== '' ? args.path_glob.trim() : undefined;
      const hits = (await input.browser.search(pattern, glob, 'head', MAX_SEARCH_HITS * 4))
        .filter((hit) => input.readable(hit.path) && !NEVER_READ.test(hit.path))
        .slice(0, MAX_SEARCH_HITS);
      if (hits.length === 0) return note('not found', `No line matches ${JSON.stringify(input.clean(pattern))}${glob ? ` in ${input.clean(glob)}` : ''}.`);
      const body = hits.map((hit) => `${hit.path}:${hit.line}: ${hit.text.slice(0, LINE_CHARS_LIMIT)}`).join('\n');
      const more = hits.length === MAX_SEARCH_HITS ? [{ note: `(the first ${MAX_SEARCH_HITS} matches; narrow the pattern or the glob for more)` }] : [];
      return { outcome: 'ok', parts: [{ excerpt: 'search results', text: input.clean(body) }, ...more] };
    });

    /**
     * The indexed files that mention `name`, the readable ones, each with its lines and symbols; with
     * `defining`, those with a line that reads like its definition first, so a name mentioned in many
     * files is still found where it is defined.
     */
    async function filesMentioning(name: string, defining = false) {
      const found = await input.search.findWords([name], (path) => languageOf(path) !== undefined && input.readable(path) && !NEVER_READ.test(path));
      const first = defining
        ? new Set((await input.browser.search(definitionLinePattern(name), undefined, 'head', MAX_PARSED_FILES * 4)).map((hit) => hit.path))
        : new Set<string>();
      const files = [];
      for (const path of [...found.keys()].sort((a, b) => Number(first.has(b)) - Number(first.has(a)) || a.localeCompare(b)).slice(0, MAX_PARSED_FILES)) {
        const language = languageOf(path);
        const text = await input.browser.readFile(path, 'head');
        if (!language || text === undefined) continue;
        const lines = input.clean(text).replace(/\n$/, '').split('\n');
        files.push({ path, lines, symbols: await indexFile(language, lines.join('\n')) });
      }
      return files;
    }

    const definition = guarded('definition', async (args) => {
      const name = String(args.name ?? '').trim();
      if (!isName(name)) return note('refused: not a name', 'Give one identifier, as it is spelled in the code.');
      const excerpts: Answer['parts'][number][] = [];
      for (const file of await filesMentioning(name, true)) {
        for (const found of file.symbols.definitions.filter((entry) => entry.name === name)) {
          if (excerpts.length >= MAX_DEFINITIONS) break;
          const end = Math.min(found.end, found.start + MAX_DEFINITION_LINES - 1);
          excerpts.push({ excerpt: `${file.path}:${found.start}-${end} (${found.kind} ${name})`, text: numberedLines(file.lines, found.start, end) });
          if (end < found.end) excerpts.push({ note: `(${found.end - found.start + 1} lines; read_file ${file.path} from ${end + 1} for the rest)` });
        }
      }
      if (excerpts.length === 0) return note('not found', `No definition of ${name} in the repository (it may come from a dependency).`);
      return { outcome: 'ok', parts: excerpts };
    });

    const callers = guarded('callers', async (args) => {
      const name = String(args.name ?? '').trim();
      if (!isName(name)) return note('refused: not a name', 'Give one identifier, as it is spelled in the code.');
      const sites: Answer['parts'][number][] = [];
      for (const file of await filesMentioning(name)) {
        for (const reference of file.symbols.references.filter((entry) => entry.kind === 'call' && entry.name === name)) {
          if (sites.length >= MAX_CALL_SITES) break;
          const enclosing = enclosingDefinition(file.symbols.definitions, reference.line);
          const start = Math.max(enclosing?.start ?? 1, reference.line - CALLER_RADIUS);
          const end = Math.min(enclosing?.end ?? file.lines.length, reference.line + CALLER_RADIUS, file.lines.length);
          sites.push({
            excerpt: `${file.path}:${start}-${end} (calls ${name}${enclosing ? ` in ${enclosing.name}` : ''})`,
            text: numberedLines(file.lines, start, end),
          });
        }
      }
      if (sites.length === 0) return note('not found', `Nothing in the repository calls ${name}.`);
      return { outcome: 'ok', parts: sites };
    });

    return [
      {
        name: 'read_file',
        description: `Read lines of a file of the repository, numbered (at most ${MAX_READ_LINES} a call). side: head (default, the reviewed code) or base (before the change).`,
        input: z.object({
          path: z.string(),
          start_line: z.number().int().optional(),
          end_line: z.number().int().optional(),
          side: z.enum(['head', 'base']).optional(),
        }),
        run: readFile,
      },
      {
        name: 'search',
        description: `Search the repository at the head for lines matching a regular expression (POSIX extended), optionally only in files matching path_glob. At most ${MAX_SEARCH_HITS} matches.`,
        input: z.object({ pattern: z.string(), path_glob: z.string().optional() }),
        run: search,
      },
      {
        name: 'definition',
        description: 'Where the repository defines a function, method, class or type, with its code.',
        input: z.object({ name: z.string() }),
        run: definition,
      },
      {
        name: 'callers',
        description: 'Where the repository calls a function or method, with the code around each call.',
        input: z.object({ name: z.string() }),
        run: callers,
      },
    ];
  };
}

/**
 * A line that reads like the definition of `name` (POSIX extended): `function name`, `def name`, `func (r *T) name`,
 * `class name`, `type name`, a method `name(…) {` starting its line, `const name =`, `x.name =`, or `name =` and
 * `name:` starting their line.
 */
function definitionLinePattern(name: string): string {
  const word = name.replace(/\$/g, '\\$');
  const end = '([^[:alnum:]_$]|$)';
  const keyword = `(function\\*?|def|func|class|interface|type|enum)[[:space:]]+(\\([^)]*\\)[[:space:]]*)?${word}${end}`;
  const method = `^[[:space:]]*((async|static|public|private|protected|override|export|get|set)[[:space:]]+)*\\*?${word}[[:space:]]*(<.*>)?\\(.*\\)[^;]*\\{[[:space:]]*$`;
  const assigned = `((const|let|var)[[:space:]]+|\\.|^[[:space:]]*)${word}[[:space:]]*(=[^=>]|:[^:])`;
  return `${keyword}|${method}|${assigned}`;
}

function clampLine(value: unknown, low: number, high: number): number {
  const line = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : low;
  return Math.max(low, Math.min(line, Math.max(high, low)));
}

function isName(name: string): boolean {
  return /^[\p{L}_$][\p{L}\p{N}_$]{0,100}$/u.test(name);
}

/** The text cut at a line end to about `tokens`, saying that it was. */
function cutToTokens(text: string, tokens: number): string {
  if (estimateTokens(text) <= tokens) return text;
  const chars = Math.max(0, Math.floor((text.length * tokens) / Math.max(1, estimateTokens(text))) - 80);
  const lineEnd = text.lastIndexOf('\n', chars);
  return `${text.slice(0, lineEnd > 0 ? lineEnd : chars)}\n(cut here: the result was longer than this call may return)`;
}
