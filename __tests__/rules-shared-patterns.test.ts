import { Query } from 'web-tree-sitter';
import { LANGUAGES } from '../src/diff/language.js';
import { compileRuleQuery, querySource } from '../src/rules/compile-rule-query.js';
import { loadGrammar } from '../src/rules/load-grammar.js';
import { splitPatterns } from '../src/rules/query-patterns.js';
import { RULES } from '../src/rules/rule-registry.js';

/*
 * A pattern several rules share is compiled and matched once and handed to each of them. That rests on reading
 * a query's top-level patterns exactly as tree-sitter counts them.
 */

describe('splitPatterns', () => {
  it('keeps captures, quantifiers and predicates with their pattern, and skips comments', () => {
    const source = `; a comment (with brackets)
      ((call_expression function: (identifier) @name) @target (#eq? @name "eval"))
      (comment)+ @run
      ["return" "throw"] @keyword
      "(" @paren`;
    expect(splitPatterns(source).map((pattern) => pattern.source)).toEqual([
      '((call_expression function: (identifier) @name) @target (#eq? @name "eval"))',
      '(comment)+ @run',
      '["return" "throw"] @keyword',
      '"(" @paren',
    ]);
  });

  it.each(LANGUAGES.filter((language) => RULES.some((rule) => rule.languages.includes(language))))(
    "reads as many patterns as tree-sitter in every %s rule's query",
    async (language) => {
      const grammar = await loadGrammar(language);
      for (const rule of RULES.filter((candidate) => candidate.languages.includes(language))) {
        const source = querySource(rule, language);
        const query = new Query(grammar, source);
        expect([rule.id, splitPatterns(source).length]).toEqual([rule.id, query.patternCount()]);
        query.delete();
      }
    },
  );
});

describe('a pattern several rules share', () => {
  it('is compiled once and handed to each of them', async () => {
    const grammar = await loadGrammar('typescript');
    const rules = RULES.filter(
      (rule) => ['comment/commented-out-code', 'comment/todo-without-issue'].includes(rule.id) && rule.languages.includes('typescript'),
    );
    expect(rules).toHaveLength(2);
    const compiled = compileRuleQuery(grammar, 'typescript', rules);
    expect(compiled.query.patternCount()).toBe(1);
    expect(compiled.rulesOfPattern[0]?.map((rule) => rule.id)).toEqual(['comment/commented-out-code', 'comment/todo-without-issue']);
  });
});
