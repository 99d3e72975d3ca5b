import { excerpt } from '../../../excerpt.js';
import { HIDDEN_LOG_LEVEL, mentions } from '../../../made-up-fallback.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, enclosingFunction, errorTested, hasComment, statementsOf } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

const LOGGER = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;

function logMethod(statement: Node): string | undefined {
  const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (call?.type !== 'call_expression') return undefined;
  const path = calleePath(call);
  return path.length >= 2 && LOGGER.test(path[path.length - 2] ?? '') ? path.at(-1) : undefined;
}

/** `0`, `-1`, `""`, `nil`, `[]T{}`, `map[K]V{}`: a value with no information of its own. */
function isZeroValue(value: Node): boolean {
  const text = value.text.replace(/\s+/g, '');
  if (['int_literal', 'float_literal', 'nil'].includes(value.type)) return true;
  if (value.type === 'unary_expression' && /^-\d+$/.test(text)) return true;
  if (value.type === 'interpreted_string_literal' || value.type === 'raw_string_literal') return text.length === 2;
  return value.type === 'composite_literal' && /\{\}$/.test(text);
}

/** Calls whose error means "bad input": a default after them is a parse fallback, not a hidden outage. */
const PARSING_CALLS = /^(strconv\.\w+|time\.Parse\w*|url\.Parse\w*|net\.Parse\w*|uuid\.Parse|regexp\.Compile|filepath\.(Match|Rel|Abs)|semver\.\w+)$/;

/** The call whose error `name` holds: the if statement's own initializer, or the statement just before it. */
function errorSource(statement: Node, name: string): Node | undefined {
  const candidates = [statement.childForFieldName('initializer'), statement.previousNamedSibling];
  for (const candidate of candidates) {
    if (!candidate || !['short_var_declaration', 'assignment_statement'].includes(candidate.type)) continue;
    const left = candidate.childForFieldName('left')?.namedChildren.map((identifier) => identifier.text) ?? [];
    const call = candidate.childForFieldName('right')?.descendantsOfType('call_expression')[0];
    if (left.includes(name) && call) return call;
  }
  return undefined;
}

const STATUS_OK = /^w\.WriteHeader\((http\.StatusOK|200)\)$/;

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(if_statement condition: (_) @condition consequence: (block) @body) @target',
  check: ({ target, captures }) => {
    const { condition, body } = captures;
    const name = condition ? errorTested(condition) : undefined;
    if (!name || !body || target.childForFieldName('alternative') || hasComment(body)) return false;
    const statements = statementsOf(body);
    const last = statements.at(-1);
    if (last?.type !== 'return_statement') return false;
    const values = last.namedChildren[0]?.type === 'expression_list' ? (last.namedChildren[0]?.namedChildren ?? []) : last.namedChildren;
    const before = statements.slice(0, -1);
    const respondsOk = values.length === 0 && before.length > 0 && STATUS_OK.test(before.at(-1)?.text.replace(/\s+/g, '') ?? '');
    const logs = respondsOk ? before.slice(0, -1) : before;
    if (!logs.every((statement) => HIDDEN_LOG_LEVEL.test(logMethod(statement) ?? ''))) return false;
    let fallback: string;
    if (respondsOk) {
      fallback = 'an HTTP 200 with an empty body';
    } else {
      // A function that returns an error can say what went wrong (`empty-error-check` covers `return nil, nil`).
      const results = enclosingFunction(target)?.childForFieldName('result');
      if (!results || results.descendantsOfType('type_identifier').some((type) => type.text === 'error') || results.text === 'error') return false;
      if (values.length === 0 || !values.every(isZeroValue) || values.some((value) => mentions(value, name))) return false;
      fallback = `\`${excerpt(values.map((value) => value.text).join(', '), 30)}\``;
      const source = errorSource(target, name);
      if (!source || PARSING_CALLS.test(calleePath(source).join('.'))) return false;
    }
    const source = errorSource(target, name);
    return { details: { guarded: source ? `\`${excerpt(source.text, 50)}\`` : `\`${name}\``, fallback } };
  },
  examples: {
    match: [
      'func (s *Store) CountOpen(ctx context.Context) int {\n\tvar n int\n\terr := s.db.QueryRowContext(ctx, countOpen).Scan(&n)\n\tif err != nil {\n\t\treturn 0\n\t}\n\treturn n\n}',
      'func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {\n\tp, err := h.store.Profile(r.PathValue("id"))\n\tif err != nil {\n\t\tw.WriteHeader(http.StatusOK)\n\t\treturn\n\t}\n\twrite(w, p)\n}',
    ],
    noMatch: [
      'func (s *Store) CountOpen(ctx context.Context) (int, error) {\n\tvar n int\n\tif err := s.db.QueryRowContext(ctx, countOpen).Scan(&n); err != nil {\n\t\treturn 0, fmt.Errorf("count: %w", err)\n\t}\n\treturn n, nil\n}',
      'func port() int {\n\tp, err := strconv.Atoi(os.Getenv("PORT"))\n\tif err != nil {\n\t\treturn 8080\n\t}\n\treturn p\n}',
      'func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {\n\tp, err := h.store.Profile(r.PathValue("id"))\n\tif err != nil {\n\t\thttp.Error(w, "unavailable", http.StatusBadGateway)\n\t\treturn\n\t}\n\twrite(w, p)\n}',
      'func isDir(path string) bool {\n\tinfo, err := os.Stat(path)\n\tif err != nil {\n\t\treturn false\n\t}\n\treturn info.IsDir()\n}',
    ],
  },
};
