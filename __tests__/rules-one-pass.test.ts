import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'web-tree-sitter';
import { readManifest } from '../bench/planted-bugs/score-planted-bugs.js';
import { compileRuleQuery, isRuleQueryCompiled } from '../src/rules/compile-rule-query.js';
import { loadGrammar } from '../src/rules/load-grammar.js';
import { matchesOnLines } from '../src/rules/matches-on-lines.js';
import { RULES } from '../src/rules/rule-registry.js';
import { createStaticEngine } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

/*
 * A file's rules run as one query, and a scan is not repeated for a file that comes back the same: neither may
 * change what is found.
 */

const PLANTED = fileURLToPath(new URL('../bench/planted-bugs/', import.meta.url));

function plantedFiles(): Array<{ path: string; content: string }> {
  return [...new Set(readManifest(PLANTED).map((entry) => entry.file))].sort().map((file) => ({
    path: file.slice(file.indexOf('/') + 1),
    content: readFileSync(join(PLANTED, 'cases', file), 'utf8'),
  }));
}

const everyLine = (content: string): Set<number> => new Set(content.split('\n').map((_, index) => index + 1));

function findingsOn(engine: StaticEngine, files: ReadonlyArray<{ path: string; content: string }>): string[] {
  return files.flatMap(({ path, content }) =>
    engine.scanFile({ path, content, changedLines: everyLine(content) }).map((finding) => `${path}:${finding.line}:${finding.column} ${finding.rule_id}`),
  );
}

describe("past tree-sitter's match limit", () => {
  it('a combined query says it dropped matches', async () => {
    const grammar = await loadGrammar('typescript');
    const parser = new Parser();
    parser.setLanguage(grammar);
    const content = 'try { eval(a); } catch {}\nfunction f(x: any) { if (x == true) { debugger; } }\n';
    const tree = parser.parse(content);
    if (!tree) throw new Error('no tree');
    try {
      const { query } = compileRuleQuery(
        grammar,
        'typescript',
        RULES.filter((rule) => rule.languages.includes('typescript')),
      );
      expect(matchesOnLines(query, tree.rootNode, [[1, 2]], 1).exceeded).toBe(true);
      expect(matchesOnLines(query, tree.rootNode, [[1, 2]]).exceeded).toBe(false);
    } finally {
      tree.delete();
      parser.delete();
    }
  });

  it("runs each rule's own query instead, and finds the same in the same order", async () => {
    const files = plantedFiles();
    const [usual, limited] = await Promise.all([createStaticEngine(), createStaticEngine({ matchLimit: 1 })]);
    const found = findingsOn(usual, files);
    expect(found.length).toBeGreaterThan(50);
    expect(findingsOn(limited, files)).toEqual(found);
  });
});

describe('a file scanned again', () => {
  const content = 'export function load(text: string): unknown {\n  return eval(text);\n}\n';

  it('finds the same without scanning it again, in this engine or another with the same settings', async () => {
    const engine = await createStaticEngine();
    const input = { path: 'src/cached.ts', content, changedLines: new Set([2]) };
    const first = engine.scanFile(input);
    expect(first.map((finding) => finding.rule_id)).toContain('review/eval');
    const spent = [...engine.timeByAgent()];
    // What the caller does with the findings does not reach the next scan.
    first[0]!.description = 'changed by the caller';
    const second = engine.scanFile({ ...input, changedLines: new Set([2]) });
    expect(second).toEqual(engine.scanFile(input));
    expect(second[0]!.description).not.toBe('changed by the caller');
    expect([...engine.timeByAgent()]).toEqual(spent);
    const other = await createStaticEngine();
    expect(other.scanFile(input)).toEqual(second);
    expect([...other.timeByAgent()]).toEqual([]);
  });

  it('is scanned anew when its text, its changed lines, its base or the gate differ', async () => {
    const engine = await createStaticEngine();
    const input = { path: 'src/again.ts', content, changedLines: new Set([2]) };
    expect(engine.scanFile(input).map((finding) => finding.rule_id)).toContain('review/eval');
    expect(engine.scanFile({ ...input, changedLines: new Set([1]) }).map((finding) => finding.rule_id)).not.toContain('review/eval');
    expect(engine.scanFile({ ...input, content: content.replace('eval(text)', 'JSON.parse(text)') }).map((finding) => finding.rule_id)).not.toContain(
      'review/eval',
    );
    // A suppression the change added hides nothing at or above the gate; one already in the base does.
    const suppressed = { ...input, content: content.replace('  return eval', '  // sextant-ignore review/eval\n  return eval'), changedLines: new Set([3]) };
    const inBase = engine.scanFile({ ...suppressed, lineInBase: (line: number) => line, gate: 'high' });
    const addedByChange = engine.scanFile({ ...suppressed, lineInBase: (line: number) => (line === 2 || line === 3 ? undefined : line), gate: 'high' });
    expect(inBase.map((finding) => finding.rule_id)).not.toContain('review/eval');
    expect(addedByChange.map((finding) => finding.rule_id)).toContain('review/eval');
    const belowGate = engine.scanFile({ ...suppressed, lineInBase: (line: number) => (line === 2 || line === 3 ? undefined : line), gate: 'critical' });
    expect(belowGate.map((finding) => finding.rule_id)).not.toContain('review/eval');
  });
});

describe('source and test files of one language', () => {
  it('share one compiled query of every rule of the language', async () => {
    const engine = await createStaticEngine({ changeSize: 1_000 });
    const source = 'package calc\n\nfunc Add(a, b int) int {\n\treturn a + b\n}\n';
    const test = 'package calc\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tAdd(1, 2)\n}\n';
    engine.scanFile({ path: 'calc/add.go', content: source, changedLines: everyLine(source) });
    const inTest = engine.scanFile({ path: 'calc/add_test.go', content: test, changedLines: everyLine(test) });
    expect(inTest.map((finding) => finding.rule_id)).toContain('test/no-assertion');
    const goRules = RULES.filter((rule) => rule.languages.includes('go'));
    expect(isRuleQueryCompiled('go', goRules)).toBe(true);
    expect(
      isRuleQueryCompiled(
        'go',
        goRules.filter((rule) => rule.files !== 'test'),
      ),
    ).toBe(false);
    expect(
      isRuleQueryCompiled(
        'go',
        goRules.filter((rule) => rule.files !== 'source'),
      ),
    ).toBe(false);
  });
});
