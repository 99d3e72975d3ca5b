import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { hasComment, statementsOf } from '../../../syntax/go/go-syntax.js';
import { hasSideEffects } from '../../../syntax/go/same-code.js';

/** `for {}` or `for cond {}`: no clause, no range. */
function isPlainLoop(loop: Node): boolean {
  return !loop.namedChildren.some((child) => child.type === 'for_clause' || child.type === 'range_clause');
}

function emptyDefault(select: Node): Node | undefined {
  return select.namedChildren.find((clause) => clause.type === 'default_case' && clause.namedChildren.every((child) => child.type === 'comment'));
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(for_statement body: (block) @body) @target',
  textGate: /\bfor\b[^{\n]*\{\s*\}|default:/,
  check: ({ target, captures }) => {
    const body = captures.body;
    if (!body || !isPlainLoop(target)) return false;
    const condition = target.namedChildren.find((child) => child.type !== 'block' && child.type !== 'comment');
    // A call may be a spin lock's compare-and-swap; `for false {}` never runs.
    if (condition && (hasSideEffects(condition) || condition.type === 'false')) return false;
    const statements = statementsOf(body);
    if (statements.length === 0 && !hasComment(body)) {
      return {
        details: {
          what: condition ? `\`for ${condition.text} {}\`` : '`for {}`',
          how: condition ? 'until another goroutine changes the condition, which it reads without synchronisation' : 'for ever',
          fix: condition
            ? 'Wait on a channel, a `sync.WaitGroup` or a `sync.Cond` instead of polling a variable.'
            : 'Block on something: `select {}` waits for ever without spinning.',
        },
      };
    }
    const select = statements.length === 1 && statements[0]?.type === 'select_statement' ? statements[0] : undefined;
    const empty = select ? emptyDefault(select) : undefined;
    if (!empty) return false;
    return {
      line: empty.startPosition.row + 1,
      details: {
        what: 'This loop around a `select` with an empty `default`',
        how: 'while no channel is ready',
        fix: 'Remove the empty `default` so that the `select` blocks until a channel is ready.',
      },
    };
  },
  examples: {
    match: [
      'func main() {\n\tgo serve()\n\tfor {\n\t}\n}',
      'func (w *Worker) run() {\n\tfor {\n\t\tselect {\n\t\tcase j := <-w.jobs:\n\t\t\tj.Do()\n\t\tcase <-w.quit:\n\t\t\treturn\n\t\tdefault:\n\t\t}\n\t}\n}',
    ],
    noMatch: [
      'func main() {\n\tgo serve()\n\tselect {}\n}',
      'func never() {\n\tfor false {\n\t}\n}',
      'func drain(ch chan int) {\n\tfor range ch {\n\t}\n}',
      'func lock(l *int32) {\n\tfor !atomic.CompareAndSwapInt32(l, 0, 1) {\n\t}\n}',
      'func (w *Worker) run() {\n\tfor {\n\t\tselect {\n\t\tcase j := <-w.jobs:\n\t\t\tj.Do()\n\t\tdefault:\n\t\t\truntime.Gosched()\n\t\t}\n\t}\n}',
      'func (w *Worker) poll() {\n\tfor {\n\t\tselect {\n\t\tcase j := <-w.jobs:\n\t\t\tj.Do()\n\t\tdefault:\n\t\t}\n\t\ttime.Sleep(time.Second)\n\t}\n}',
    ],
  },
};
