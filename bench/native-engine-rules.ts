// What bench/native-engine.mjs needs from the sources: the rule registry's queries as the static engine plans them
// (per language and kind of file: the ungated rules in one query, each gated rule in its own), the web-tree-sitter
// runtime and grammars the engine ships, and the engine itself for the whole scan. Bundled with esbuild and imported.
import { Parser, Query } from 'web-tree-sitter';
import { isTestFile } from '../src/diff/file-role.js';
import { languageOf } from '../src/diff/language.js';
import type { Language } from '../src/diff/language.js';
import { loadGrammar } from '../src/rules/load-grammar.js';
import { RULES } from '../src/rules/rule-registry.js';
import { createStaticEngine } from '../src/rules/static-engine.js';

export { isTestFile, languageOf, loadGrammar, Parser, Query };

export interface RuleQuery {
  id: string;
  source: string;
  /** Run only on a file whose text matches it (the rule's text gate). */
  gate?: RegExp;
}

/** The rules of one language and kind of file, as the engine plans them: `ungated` share one query. */
export interface PlannedQueries {
  ungated: RuleQuery[];
  gated: RuleQuery[];
}

/** `${language}:${'test' | 'source'}` → the queries of the rules for such a file, leaving out the rule ids in `without`. */
export function plannedQueries(without: ReadonlySet<string> = new Set()): Map<string, PlannedQueries> {
  const plans = new Map<string, PlannedQueries>();
  for (const rule of RULES) {
    if (without.has(rule.id)) continue;
    for (const language of rule.languages) {
      const source = typeof rule.query === 'string' ? rule.query : rule.query[language];
      if (source === undefined) continue;
      const scope = rule.files ?? 'any';
      for (const kind of ['source', 'test'] as const) {
        if (scope !== 'any' && scope !== kind) continue;
        const key = `${language}:${kind}`;
        const plan = plans.get(key) ?? { ungated: [], gated: [] };
        plans.set(key, plan);
        if (rule.textGate === undefined) plan.ungated.push({ id: rule.id, source });
        else plan.gated.push({ id: rule.id, source, gate: rule.textGate });
      }
    }
  }
  return plans;
}

/** The static engine as it ships, on every file with every line changed: milliseconds to load the grammars, to scan, and the findings. */
export async function scanWithEngine(files: ReadonlyArray<{ path: string; content: string }>): Promise<{ loadMs: number; scanMs: number; findings: number }> {
  const languages = [...new Set(files.map((file) => languageOf(file.path)).filter((language): language is Language => language !== undefined))];
  const loadStarted = performance.now();
  const engine = await createStaticEngine({ languages });
  const loadMs = performance.now() - loadStarted;
  const started = performance.now();
  let findings = 0;
  for (const { path, content } of files) {
    const changedLines = new Set(Array.from({ length: content.split('\n').length }, (_, index) => index + 1));
    findings += engine.scanFile({ path, content, changedLines }).length;
  }
  return { loadMs, scanMs: performance.now() - started, findings };
}
