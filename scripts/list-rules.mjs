// Prints every static rule as the engine receives it, one row per rule and language (change rules under
// language `change`), sorted: the golden list a move of the rule sources must leave unchanged.
// `node scripts/list-rules.mjs > bench/rule-golden-before.json`.
import { fileURLToPath } from 'node:url';
import { importTypeScript } from '../bench/import-typescript.mjs';

const { RULES } = await importTypeScript(fileURLToPath(new URL('../src/rules/rule-registry.ts', import.meta.url)));
const { CHANGE_RULES } = await importTypeScript(fileURLToPath(new URL('../src/rules/rule-selection.ts', import.meta.url)));

const rows = [
  ...RULES.flatMap((rule) =>
    rule.languages.map((language) => ({
      id: rule.id,
      language,
      agent: rule.agent,
      dimension: rule.dimension,
      severity: rule.severity,
      confidence: rule.confidence,
      category: rule.category,
      message: rule.message,
      recommendation: rule.recommendation,
      files: rule.files ?? 'any',
    })),
  ),
  ...CHANGE_RULES.map((rule) => ({
    id: rule.id,
    language: 'change',
    agent: rule.agent,
    dimension: rule.dimension,
    severity: rule.severity,
    confidence: rule.confidence,
    category: rule.category,
    message: '',
    recommendation: rule.recommendation,
    files: 'any',
  })),
];
const key = (row) => `${row.id}\u0000${row.language}`;
rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
process.stdout.write(`${JSON.stringify(rows, null, 1)}\n`);
