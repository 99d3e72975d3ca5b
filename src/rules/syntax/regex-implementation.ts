import type { Node } from 'web-tree-sitter';
import type { RuleExamples, RuleHit } from '../rule-definition.js';
import type { LanguageImplementation } from '../rule-folder.js';
import type { LiteralRegex, RegexSource } from './regex-pattern.js';

/** How a regex rule judges one literal pattern, in every language: false when it is fine. */
export type RegexJudge = (regex: LiteralRegex, captures: Readonly<Record<string, Node>>) => RuleHit | false;

/**
 * A rule's implementation in one language: every literal pattern `source` finds, judged by `judge`. `textGate`
 * also screens each literal's own text before it is parsed: most files have a pattern somewhere, few patterns
 * have what the rule looks for.
 */
export function regexImplementation(source: RegexSource, textGate: RegExp, judge: RegexJudge, examples: RuleExamples): LanguageImplementation {
  return {
    languages: source.languages,
    query: source.query,
    textGate,
    check: ({ captures }) => {
      if (!textGate.test(captures.pattern?.text ?? '')) return false;
      const regex = source.read(captures);
      return regex ? judge(regex, captures) : false;
    },
    examples,
  };
}
