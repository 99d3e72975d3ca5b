import { fileURLToPath } from 'node:url';
import { Parser, Query } from 'web-tree-sitter';
import { languageOf, LANGUAGES } from '../src/diff/language.js';
import { loadGrammar } from '../src/rules/load-grammar.js';
import { matchesOnLines, runsOf } from '../src/rules/matches-on-lines.js';
import { nodeTypesOnLines } from '../src/rules/node-types-on-lines.js';
import { patternRootTypes } from '../src/rules/query-roots.js';
import { RULES } from '../src/rules/rule-registry.js';
import { readCorpus } from './support/score-corpus.js';

/*
 * A small change runs only the rules whose patterns start at a node type its lines touch. That is exact only
 * if the root types read from each query and the types found on the lines are right: checked here on every
 * rule and on every file of the corpus.
 */

const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url));

const querySource = (query: string | Partial<Record<string, string>>, language: string): string => (typeof query === 'string' ? query : query[language]) ?? '';

describe('patternRootTypes', () => {
  it('reads the outermost node of each pattern, through alternations, groupings and predicates', () => {
    const roots = patternRootTypes(`
      ; a comment (with brackets]
      (call_expression function: (identifier) @callee) @target
      [(if_statement) (for_statement condition: (_))] @loop
      ((comment) @doc . (function_declaration name: (identifier) @name) (#match? @doc "^/\\\\*\\\\*"))
      ((predefined_type) @any (#eq? @any "any"))
      "debugger" @keyword`);
    expect([...(roots ?? [])].sort()).toEqual([
      'call_expression',
      'comment',
      'debugger',
      'for_statement',
      'function_declaration',
      'if_statement',
      'predefined_type',
    ]);
  });

  it('says any node can start a pattern that begins with a wildcard', () => {
    expect(patternRootTypes('(identifier) @a (_ (identifier)) @b')).toBeUndefined();
    expect(patternRootTypes('[(string) _] @a')).toBeUndefined();
  });
});

it('reads only node types the grammar has from every rule query', async () => {
  for (const language of LANGUAGES) {
    const grammar = await loadGrammar(language);
    for (const rule of RULES.filter((candidate) => candidate.languages.includes(language))) {
      const roots = patternRootTypes(querySource(rule.query, language));
      for (const type of roots ?? []) {
        const known = grammar.idForNodeType(type, true) ?? grammar.idForNodeType(type, false);
        expect({ rule: rule.id, language, type, known: known !== null }).toEqual({ rule: rule.id, language, type, known: true });
      }
      expect({ rule: rule.id, language, roots: roots?.size ?? 'any' }).not.toEqual({ rule: rule.id, language, roots: 0 });
    }
  }
});

describe('never leaves out a rule that matches on the changed lines of a corpus file', () => {
  let parser: Parser;
  const queries = new Map<string, Query>();
  const leftOutOfCase = new Map<string, number>();
  const cases = readCorpus(CORPUS);
  beforeAll(async () => {
    // Loading a grammar initialises the tree-sitter runtime a parser needs.
    await loadGrammar('typescript');
    parser = new Parser();
  });
  afterAll(() => {
    for (const query of queries.values()) query.delete();
    parser.delete();
  });

  it.each(cases.map((corpusCase) => [corpusCase.name, corpusCase] as const))('%s', async (name, corpusCase) => {
    let leftOut = 0;
    for (const file of corpusCase.files) {
      const language = languageOf(file.path);
      if (!language || file.added.size === 0) continue;
      const grammar = await loadGrammar(language);
      parser.setLanguage(grammar);
      const content = `${file.lines.join('\n')}\n`;
      const tree = parser.parse(content);
      if (!tree) throw new Error(`no tree for ${file.path}`);
      try {
        const runs = runsOf([...file.added].sort((a, b) => a - b));
        const present = nodeTypesOnLines(tree.rootNode, content, runs, Number.POSITIVE_INFINITY);
        for (const rule of RULES.filter((candidate) => candidate.languages.includes(language))) {
          const roots = patternRootTypes(querySource(rule.query, language));
          if (!roots || [...roots].some((type) => present?.has(type))) continue;
          leftOut += 1;
          const key = `${language}:${rule.id}`;
          const query = queries.get(key) ?? new Query(grammar, querySource(rule.query, language));
          queries.set(key, query);
          const matched = matchesOnLines(query, tree.rootNode, runs).matches.map((match) => match.captures[0]?.node.type);
          expect({ case: name, path: file.path, rule: rule.id, matched }).toEqual({
            case: name,
            path: file.path,
            rule: rule.id,
            matched: [],
          });
        }
      } finally {
        tree.delete();
      }
    }
    leftOutOfCase.set(name, leftOut);
  });

  it('leaves out most rules from most of the corpus changes, which are a few lines each', () => {
    // Counted by the tests above, which run first: every case must have been checked.
    expect([...leftOutOfCase.keys()].sort()).toEqual(cases.map((corpusCase) => corpusCase.name).sort());
    expect([...leftOutOfCase.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(1_000);
  });
});
