import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { IN_TESTS } from '../../../syntax/go/flow-bug-patterns-helpers.js';
import { argumentsOf, calleePath, statementsOf } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

function statementsAfter(node: Node): Node[] {
  const after: Node[] = [];
  for (let next = node.nextNamedSibling; next; next = next.nextNamedSibling) if (next.type !== 'comment') after.push(next);
  return after;
}

/** Calls that answer an HTTP request in full, with the writer as first argument. */
const HTTP_ANSWERS = /^(http\.(Error|Redirect|NotFound|ServeFile|ServeContent)|render\.(JSON|PlainText|HTML|NoContent|Data|XML))$/;

/** Methods of a gin/echo/fiber/chi-render context that answer the request in full. */
const CONTEXT_ANSWERS =
  /^(JSON|IndentedJSON|SecureJSON|PureJSON|JSONP|AsciiJSON|String|HTML|XML|YAML|TOML|ProtoBuf|Redirect|AbortWithStatus|AbortWithStatusJSON|AbortWithError|NoContent|Blob|SendStatus|SendString)$/;

/** What writes to a response writer `w` later: any of these with `w` as receiver or first argument. */
const HTTP_WRITES = /^(http\.\w+|fmt\.Fprint\w*|io\.(Copy|WriteString)|render\.\w+|json\.NewEncoder|template\.\w+)$/;

/** Statements that run whenever the code after the `if` runs (not branches or loops of their own). */
const SURE_STATEMENTS = new Set(['expression_statement', 'return_statement', 'short_var_declaration', 'assignment_statement']);

/** The response an answering call writes to: `w` of `http.Error(w, …)`, `c` of `c.JSON(…)`. */
function answered(statement: Node | undefined): { writer: string; kind: 'http' | 'context'; call: Node } | undefined {
  const call = statement?.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (call?.type !== 'call_expression') return undefined;
  const path = calleePath(call);
  const args = argumentsOf(call);
  if (HTTP_ANSWERS.test(path.join('.')) && args[0]?.type === 'identifier') return { writer: args[0].text, kind: 'http', call };
  const [receiver, method] = path;
  if (path.length === 2 && receiver && method && CONTEXT_ANSWERS.test(method) && args.length > 0) return { writer: receiver, kind: 'context', call };
  return undefined;
}

/** A later call in `statement` that writes to the same response again; undefined when none does. */
function writesAgain(statement: Node, writer: string, kind: 'http' | 'context'): Node | undefined {
  const calls = statement.type === 'call_expression' ? [statement] : statement.descendantsOfType('call_expression');
  return calls.find((call) => {
    // A function literal runs later, or not at all (a callback); it is not the code that falls through.
    for (let current = call.parent; current && !current.equals(statement); current = current.parent) if (current.type === 'func_literal') return false;
    const path = calleePath(call);
    const [receiver, method] = path;
    if (kind === 'context')
      return path.length === 2 && receiver === writer && method !== undefined && (CONTEXT_ANSWERS.test(method) || method === 'Status' || method === 'Data');
    if (path.length === 2 && receiver === writer && (method === 'Write' || method === 'WriteHeader' || method === 'WriteString')) return true;
    const toWriter = argumentsOf(call)[0]?.text === writer;
    return toWriter && (HTTP_WRITES.test(path.join('.')) || method === 'Execute' || method === 'ExecuteTemplate');
  });
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message:
      '`{{answer}}` answers the request, but the handler does not return: the code after the `if` still runs and writes to the response again (`{{again}}`, line {{line}}).',
    recommendation: 'Add `return` after answering (for echo and fiber handlers, `return c.JSON(…)`), so the rest of the handler does not run.',
  }),
  query: '(if_statement consequence: (block) @body) @target',
  textGate: /Error|Redirect|NotFound|Serve|render\.|JSON|String|HTML|XML|YAML|TOML|ProtoBuf|Abort|NoContent|Blob|Send/,
  check: ({ target, captures, context }) => {
    const body = captures.body;
    if (!body || target.childForFieldName('alternative')) return false;
    const answer = answered(statementsOf(body).at(-1));
    if (!answer) return false;
    // Falls through to the statements after the `if` in the same block.
    for (const next of statementsAfter(target)) {
      // Only writes the handler surely reaches: one inside a later `if` may be the other side of this one's condition.
      if (!SURE_STATEMENTS.has(next.type)) continue;
      const again = writesAgain(next, answer.writer, answer.kind);
      if (again) {
        const details = { answer: excerpt(answer.call.text, 40), again: excerpt(again.text, 40), line: String(again.startPosition.row + 1) };
        // A handler in a test is a stand-in server: its sloppiness does not reach users.
        return { line: changedLineOf(context, answer.call, again), details, ...(context.isTestFile ? IN_TESTS : {}) };
      }
      if (next.type === 'return_statement') return false;
    }
    return false;
  },
  examples: {
    match: [
      'func show(w http.ResponseWriter, r *http.Request) {\n\tid := r.URL.Query().Get("id")\n\tif id == "" {\n\t\thttp.Error(w, "missing id", http.StatusBadRequest)\n\t}\n\tjson.NewEncoder(w).Encode(find(id))\n}',
      'func show(c *gin.Context) {\n\tu, err := find(c.Param("id"))\n\tif err != nil {\n\t\tc.AbortWithStatusJSON(http.StatusNotFound, gin.H{"error": err.Error()})\n\t}\n\tc.JSON(http.StatusOK, u)\n}',
    ],
    noMatch: [
      'func show(w http.ResponseWriter, r *http.Request) {\n\tid := r.URL.Query().Get("id")\n\tif id == "" {\n\t\thttp.Error(w, "missing id", http.StatusBadRequest)\n\t\treturn\n\t}\n\tjson.NewEncoder(w).Encode(find(id))\n}',
      'func show(w http.ResponseWriter, r *http.Request) {\n\tif r.Method != http.MethodGet {\n\t\tw.WriteHeader(http.StatusAccepted)\n\t}\n\tw.Write(body)\n}',
      'func show(w http.ResponseWriter, r *http.Request) {\n\tif missing(r) {\n\t\thttp.NotFound(w, r)\n\t}\n\tlog.Print("served")\n}',
      'func show(w http.ResponseWriter, r *http.Request) {\n\tok := allowed(r)\n\tif !ok {\n\t\thttp.Error(w, "forbidden", http.StatusForbidden)\n\t}\n\tif ok {\n\t\tw.Write(page)\n\t}\n}',
    ],
  },
};
