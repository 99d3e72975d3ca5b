import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  // As go vet: the `Add` is the first statement of the goroutine's function literal.
  query: `((go_statement
  (call_expression
    function: (func_literal
      body: (block (statement_list . (expression_statement
        (call_expression function: (selector_expression operand: (_) @group field: (field_identifier) @method)) @call)) @body))))
  (#eq? @method "Add")) @target`,
  textGate: /\.Done\(\)/,
  check: ({ captures }) => {
    const group = captures.group?.text ?? '';
    const body = captures.body;
    if (!body || !captures.call) return false;
    // `Done` on the same receiver tells a WaitGroup from an atomic counter, which has `Add` too.
    const done = `${group}.Done()`;
    const callsDone = body.descendantsOfType('call_expression').some((call) => call?.text.replace(/\s/g, '') === done.replace(/\s/g, ''));
    if (!callsDone) return false;
    return { line: captures.call.startPosition.row + 1, details: { call: excerpt(captures.call.text, 40), group: excerpt(group, 30) } };
  },
  examples: {
    match: [
      'func run(jobs []Job) {\n\tvar wg sync.WaitGroup\n\tfor _, j := range jobs {\n\t\tgo func(j Job) {\n\t\t\twg.Add(1)\n\t\t\tdefer wg.Done()\n\t\t\tj.Do()\n\t\t}(j)\n\t}\n\twg.Wait()\n}',
    ],
    noMatch: [
      'func run(jobs []Job) {\n\tvar wg sync.WaitGroup\n\tfor _, j := range jobs {\n\t\twg.Add(1)\n\t\tgo func(j Job) {\n\t\t\tdefer wg.Done()\n\t\t\tj.Do()\n\t\t}(j)\n\t}\n\twg.Wait()\n}',
      'func serve() {\n\tgo func() {\n\t\tactive.Add(1)\n\t\tdefer active.Add(-1)\n\t\thandle()\n\t}()\n}',
    ],
  },
};
