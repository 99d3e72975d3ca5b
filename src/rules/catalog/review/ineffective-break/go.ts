import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleeName, enclosingLoop, statementsOf } from '../../../syntax/go/go-syntax.js';

const CASES = new Set(['expression_case', 'type_case', 'communication_case', 'default_case']);

/** The statements of a case clause, leaving out comments (the grammar wraps them in a statement list). */
function caseStatements(clause: Node): Node[] {
  const list = clause.namedChildren.find((child) => child.type === 'statement_list');
  return list ? statementsOf(list) : [];
}

const endsInBreak = (clause: Node): boolean => caseStatements(clause).at(-1)?.type === 'break_statement';

/** A `break` inside an `if` of the case: the case already leaves early, and the last `break` continues that shape. */
const breaksEarlier = (statements: readonly Node[]): boolean =>
  statements.some((statement) => statement.type === 'if_statement' && statement.descendantsOfType('break_statement').length > 0);

/** Calls after which nothing runs: the `break` behind them is dead, not a slip of intent. */
const NO_RETURN = /^(Fatal|Fatalf|Fatalln|FailNow|Skip|Skipf|SkipNow|Exit|Panic|Panicf|Panicln|panic|Goexit)$/;

function neverReturns(statement: Node | undefined): boolean {
  const call = statement?.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  return call?.type === 'call_expression' && NO_RETURN.test(calleeName(call) ?? '');
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(break_statement) @target',
  textGate: /\bbreak\s*(\n|;|\/\/|$)/m,
  check: ({ target }) => {
    if (target.namedChildren.some((child) => child.type === 'label_name')) return false;
    const clause = target.parent?.parent;
    if (!clause || !CASES.has(clause.type)) return false;
    const statements = caseStatements(clause);
    if (!statements.at(-1)?.equals(target)) return false;
    const statement = clause.parent;
    if (!statement || !enclosingLoop(statement)) return false;
    const isSelect = statement.type === 'select_statement';
    // A switch case of nothing but `break` does nothing on purpose; in a select it is the loop that was to stop.
    if (!isSelect && statements.length === 1) return false;
    const clauses = statement.namedChildren.filter((child) => CASES.has(child.type) && caseStatements(child).length > 0);
    if (!isSelect && clauses.length > 1 && clauses.every(endsInBreak)) return false;
    if (breaksEarlier(statements) || neverReturns(statements.at(-2))) return false;
    return { details: { statement: isSelect ? 'select' : 'switch' } };
  },
  examples: {
    match: [
      'func run(ctx context.Context, jobs <-chan Job) {\n\tfor {\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\tbreak\n\t\tcase j := <-jobs:\n\t\t\tj.Do()\n\t\t}\n\t}\n}',
      'func first(tokens []Token) {\n\tfor _, t := range tokens {\n\t\tswitch t.Kind {\n\t\tcase EOF:\n\t\t\tlog.Print("end")\n\t\t\tbreak\n\t\tdefault:\n\t\t\temit(t)\n\t\t}\n\t}\n}',
    ],
    noMatch: [
      'func run(tokens []Token) {\n\tfor _, t := range tokens {\n\t\tswitch t.Kind {\n\t\tcase Space:\n\t\t\tbreak\n\t\tdefault:\n\t\t\temit(t)\n\t\t}\n\t}\n}',
      'func run(tokens []Token) {\n\tfor _, t := range tokens {\n\t\tswitch t.Kind {\n\t\tcase A:\n\t\t\ta()\n\t\t\tbreak\n\t\tcase B:\n\t\t\tb()\n\t\t\tbreak\n\t\t}\n\t}\n}',
      'func run(ctx context.Context, jobs <-chan Job) {\nloop:\n\tfor {\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\tbreak loop\n\t\tcase j := <-jobs:\n\t\t\tj.Do()\n\t\t}\n\t}\n}',
      'func wait(ctx context.Context, t *testing.T) {\n\tfor {\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\tt.Fatalf("timeout")\n\t\t\tbreak\n\t\tdefault:\n\t\t}\n\t\tpoll()\n\t}\n}',
      'func kind(t Token) {\n\tswitch t.Kind {\n\tcase EOF:\n\t\tlog.Print("end")\n\t\tbreak\n\t}\n}',
    ],
  },
};
