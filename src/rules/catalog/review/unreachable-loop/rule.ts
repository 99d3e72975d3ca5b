import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/unreachable-loop',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message: 'This loop always leaves at `{{exit}}` on its first pass: it can never run a second iteration.',
  recommendation:
    'Move `{{exit}}` after the loop (or into the condition above it) if every element was meant to be looked at; if only the first one is wanted, say so without a loop.',
  documentation: {
    finds:
      'A loop whose body tests something and then, at its own top level, always returns, throws or breaks: `for (const u of users) { if (u.id === id) return u; return null; }`.',
    why: 'The loop looks at the first element only: the exit meant to come after the loop (`return null` when nothing matched) was written inside it, so a search stops at the first element and a batch handles one item.',
    wrongWhen:
      "When one pass is meant. As in staticcheck, a body of a single statement (taking the first element or key on purpose) and a body with a `continue` or `goto` anywhere are left alone, and so is a loop with a conditional `break` of its own (a loop used as a block to break out of, `for { …; if done { break }; …; return }`). Without types a collection cannot be told from a map, so a loop over a collection is reported only when its test leaves too (`if found { return x }`): a test that only does something before the `break` takes a map's one entry on purpose. An exit that returns the loop variable or a value the body worked out (`return first`), a nested loop over the same iterator (`for second in it`, a test for more), a comment above the loop saying it runs once or at most one time, a comment right above the exit (which explains why it leaves), a linter's silencing of the same check (`no-unreachable-loop`, `SA4004`), a `do … while` loop and a Python loop with an `else` clause are left alone.",
    origin: "staticcheck's SA4004, ESLint's `no-unreachable-loop`, SonarJS's S1751.",
  },
};
