// Writes the rule registries and the rule documentation from src/rules/catalog/<pack>/<rule>/: one registry per
// language file (src/rules/catalog/typescript-rules.ts imports every folder's typescript.ts), index.ts joining them,
// rule-registries.ts loading them lazily, change-rules.ts, rule-index.ts (each rule's id, agent and languages) and
// docs/rules.md (from each folder's rule.ts).
// `npm run catalog`; `--check` writes nothing and fails when any of them is stale.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalog = join(root, 'src/rules/catalog');
const INDEX = join(catalog, 'index.ts');
const CHANGE_INDEX = join(catalog, 'change-rules.ts');
const RULE_INDEX = join(catalog, 'rule-index.ts');
const LOADERS = join(catalog, 'rule-registries.ts');
const DOCS = join(root, 'docs/rules.md');
/** Language files of a folder, in this order (the names of src/rules/language.ts). */
const LANGUAGE_FILES = ['typescript', 'tsx', 'javascript', 'python', 'go'];
/** `min-confidence`'s default: findings below it are hidden. */
const DEFAULT_MIN_CONFIDENCE = 80;

const folders = readdirSync(catalog, { withFileTypes: true })
  .filter((pack) => pack.isDirectory())
  .flatMap((pack) =>
    readdirSync(join(catalog, pack.name), { withFileTypes: true })
      .filter((rule) => rule.isDirectory())
      .map((rule) => {
        const path = join(catalog, pack.name, rule.name);
        return {
          id: `${pack.name}/${rule.name}`,
          languages: LANGUAGE_FILES.filter((language) => existsSync(join(path, `${language}.ts`))),
          change: existsSync(join(path, 'change.ts')),
        };
      }),
  )
  .sort((a, b) => (a.id < b.id ? -1 : 1));

/** `review/eval` + `python` → `reviewEvalPython`. */
const identifier = (...parts) =>
  parts
    .join('-')
    .split(/[^a-zA-Z0-9]+/)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

/** `items` joined by `, ` into lines of at most `width` columns (two of them the indent): a table, read across. */
function fill(items, width = 160) {
  const lines = [];
  for (const item of items) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 2 + item.length <= width) lines[last] += `, ${item}`;
    else lines.push(`  ${item}`);
  }
  return lines.map((line) => `${line},`);
}

/**
 * The imports and the registry array of `ruleFolders`' file rules, each module imported from `pathOf(folder id, file)`,
 * with the implementations of `languageFiles` only. The array is built from a table of tuples, one a folder (its
 * rule, then its language implementations).
 */
function renderFileRegistry(ruleFolders, pathOf, languageFiles = LANGUAGE_FILES) {
  const imports = [];
  const rows = [];
  for (const folder of ruleFolders.filter((candidate) => !candidate.change)) {
    const languages = folder.languages.filter((language) => languageFiles.includes(language));
    if (languages.length === 0) continue;
    const rule = identifier(folder.id);
    imports.push(`import { rule as ${rule} } from '${pathOf(folder.id, 'rule')}';`);
    for (const language of languages) imports.push(`import { implementation as ${identifier(folder.id, language)} } from '${pathOf(folder.id, language)}';`);
    rows.push(`[${[rule, ...languages.map((language) => identifier(folder.id, language))].join(', ')}]`);
  }
  return [
    ...imports,
    '',
    '/** Each rule folder: its rule, then its language implementations. */',
    'const RULE_TABLE: readonly (readonly [RuleSpecification, ...LanguageImplementation[]])[] = [',
    ...fill(rows),
    '];',
    '',
    'export const RULE_FOLDERS: readonly RuleFolder[] = RULE_TABLE.map(([rule, ...languages]) => ({ rule, languages }));',
    '',
  ];
}

/** The same for the change rules: each folder's rule and its check of the whole change. */
function renderChangeRegistry(ruleFolders, pathOf) {
  const imports = [];
  const rows = [];
  for (const folder of ruleFolders.filter((candidate) => candidate.change)) {
    const rule = identifier(folder.id);
    imports.push(`import { rule as ${rule} } from '${pathOf(folder.id, 'rule')}';`);
    imports.push(`import { implementation as ${identifier(folder.id, 'change')} } from '${pathOf(folder.id, 'change')}';`);
    rows.push(`[${rule}, ${identifier(folder.id, 'change')}]`);
  }
  return [
    ...imports,
    '',
    '/** Each change rule folder: its rule and its check of the whole change. */',
    'const CHANGE_RULE_TABLE: readonly (readonly [ChangeRuleSpecification, ChangeImplementation])[] = [',
    ...fill(rows),
    '];',
    '',
    'export const CHANGE_RULE_FOLDERS: readonly ChangeRuleFolder[] = CHANGE_RULE_TABLE.map(([rule, change]) => ({ rule, change }));',
    '',
  ];
}

const FILE_REGISTRY_TYPES = 'LanguageImplementation, RuleFolder, RuleSpecification';
const CHANGE_REGISTRY_TYPES = 'ChangeImplementation, ChangeRuleFolder, ChangeRuleSpecification';

const GENERATED = '// Generated by scripts/write-rule-catalog.mjs from the rule folders: run `npm run catalog` after adding one.';

/**
 * One registry per language file (`typescript-rules.ts` holds every folder's `typescript.ts`), so a scan loads the
 * code of the languages it reads (`rule-registries.ts`), and `index.ts` joining them for whatever needs every
 * rule. The change rules have a registry of their own (`change-rules.ts`), and `rule-index.ts` says what each rule
 * is called, whose it is and which languages it reads: what the settings and the suppressions need, without
 * loading any rule's code.
 */
function renderIndexes(loaded) {
  const files = new Map();
  const present = LANGUAGE_FILES.filter((language) => folders.some((folder) => folder.languages.includes(language)));
  const registryOf = (language) => `${language}-rules`;
  const alias = (language) => `${language.toUpperCase()}_RULES`;
  for (const language of present) {
    const registry = renderFileRegistry(folders, (id, file) => `./${id}/${file}.js`, [language]);
    files.set(
      join(catalog, `${registryOf(language)}.ts`),
      [GENERATED, `import type { ${FILE_REGISTRY_TYPES} } from '../rule-folder.js';`, ...registry].join('\n'),
    );
  }
  files.set(
    INDEX,
    [
      GENERATED,
      "import { joinRuleFolders } from '../flatten-rule-folders.js';",
      "import type { RuleFolder } from '../rule-folder.js';",
      ...present.map((language) => `import { RULE_FOLDERS as ${alias(language)} } from './${registryOf(language)}.js';`),
      '',
      "/** Every language file's registry, in language-file order. */",
      `export const LANGUAGE_FILE_REGISTRIES: readonly (readonly RuleFolder[])[] = [${present.map(alias).join(', ')}];`,
      '',
      '/** Every rule folder with all its languages, in id order. */',
      'export const RULE_FOLDERS: readonly RuleFolder[] = joinRuleFolders(LANGUAGE_FILE_REGISTRIES);',
      '',
    ].join('\n'),
  );
  // Which language files implement each language: `javascript` reads `typescript.ts` and `javascript.ts`.
  const filesOf = new Map();
  for (const folder of loaded.RULE_FOLDERS) {
    const id = folder.rule.id;
    const onDisk = folders.find((candidate) => candidate.id === id).languages;
    folder.languages.forEach((implementation, index) => {
      for (const language of implementation.languages) filesOf.set(language, new Set([...(filesOf.get(language) ?? []), onDisk[index]]));
    });
  }
  files.set(
    LOADERS,
    [
      GENERATED,
      "import type { Language } from '../../diff/language.js';",
      "import type { RuleFolder } from '../rule-folder.js';",
      '',
      "/** Each language file's registry, imported when a scan first needs it (see `load-rules.ts`). */",
      'export const RULE_REGISTRIES = {',
      ...present.map((language) => `  ${language}: async () => (await import('./${registryOf(language)}.js')).RULE_FOLDERS,`),
      '} satisfies Record<string, () => Promise<readonly RuleFolder[]>>;',
      '',
      'export type LanguageFile = keyof typeof RULE_REGISTRIES;',
      '',
      '/** The language files whose implementations read each language. */',
      'export const LANGUAGE_FILES_OF: Readonly<Record<Language, readonly LanguageFile[]>> = {',
      ...Object.keys(LANGUAGE_NAMES).map(
        (language) =>
          `  ${language}: [${present
            .filter((file) => filesOf.get(language)?.has(file))
            .map((file) => `'${file}'`)
            .join(', ')}],`,
      ),
      '};',
      '',
    ].join('\n'),
  );
  files.set(
    CHANGE_INDEX,
    [
      GENERATED,
      `import type { ${CHANGE_REGISTRY_TYPES} } from '../rule-folder.js';`,
      ...renderChangeRegistry(folders, (id, file) => `./${id}/${file}.js`),
    ].join('\n'),
  );
  const entries = loaded.RULE_FOLDERS.map(({ rule, languages }) => {
    const spoken = [...new Set(languages.flatMap((language) => language.languages))];
    return `  { id: '${rule.id}', agent: '${rule.agent}', languages: [${spoken.map((language) => `'${language}'`).join(', ')}] },`;
  });
  files.set(
    RULE_INDEX,
    [
      GENERATED,
      "import type { AgentName } from '../../findings/agent-names.js';",
      "import type { Language } from '../../diff/language.js';",
      '',
      'export interface FileRuleSummary {',
      '  id: string;',
      '  agent: AgentName;',
      '  languages: readonly Language[];',
      '}',
      '',
      "/** Every file rule's id, agent and languages, as its folder defines them. */",
      'export const FILE_RULE_SUMMARIES: readonly FileRuleSummary[] = [',
      ...entries,
      '];',
      '',
    ].join('\n'),
  );
  return files;
}

const LANGUAGE_NAMES = { typescript: 'TypeScript', tsx: 'TSX', javascript: 'JavaScript', python: 'Python', go: 'Go' };

/** Whether a finding at `confidence` shows at the default threshold. */
const visibility = (confidence) => (confidence >= DEFAULT_MIN_CONFIDENCE ? 'shown' : 'hidden');
/** Whether a rule's findings show by default: info never does, whatever its confidence. */
const defaultView = (rule) => (rule.severity === 'info' ? 'info, listed with `--show-info`' : visibility(rule.confidence));

function renderDocs(ruleFolders, changeRuleFolders) {
  const sections = [];
  const rows = [];
  const all = [
    ...ruleFolders.map((folder) => ({ ...folder, change: false })),
    ...changeRuleFolders.map((folder) => ({ ...folder, languages: [], change: true })),
  ].sort((a, b) => (a.rule.id < b.rule.id ? -1 : 1));
  for (const { rule, languages, change } of all) {
    const spoken = change
      ? 'every language (the whole change)'
      : [...new Set(languages.flatMap((language) => language.languages).map((language) => LANGUAGE_NAMES[language]))].join(', ');
    rows.push(
      `| [\`${rule.id}\`](#${rule.id.replace(/[^a-z0-9-]/g, '')}) | ${rule.agent} | ${spoken} | ${rule.severity} | ${rule.confidence} (${defaultView(rule)}) |`,
    );
    const lines = [
      `## \`${rule.id}\``,
      '',
      `${rule.agent} · ${rule.dimension} · ${rule.category} · ${spoken} · severity ${rule.severity} · confidence ${rule.confidence}${rule.severity === 'info' ? ` (${defaultView(rule)})` : `, ${visibility(rule.confidence)} at the default \`min-confidence\` (${DEFAULT_MIN_CONFIDENCE})`}${rule.files && rule.files !== 'any' ? ` · ${rule.files} files only` : ''}`,
      '',
      `**What it finds.** ${rule.documentation.finds}`,
      '',
      `**Why it matters.** ${rule.documentation.why}`,
      '',
      `**When it is wrong.** ${rule.documentation.wrongWhen} ${change ? 'A rule about the whole change has no line to silence: turn it' : `Silence one finding with \`sextant-ignore ${rule.id}\` in a comment on its line or the line above; turn the rule`} off with \`rules: { ${rule.id}: off }\` in the config file.`,
      '',
      `**Where it comes from.** ${rule.documentation.origin}`,
    ];
    const overrides = languages.filter((language) => language.overrides);
    if (overrides.length > 0) {
      lines.push('', 'Per language:');
      for (const language of overrides) {
        const { reason, ...values } = language.overrides;
        const said = Object.entries(values)
          .map(([field, value]) =>
            field === 'severity' || field === 'confidence' ? `${field} ${value}${field === 'confidence' ? ` (${visibility(value)})` : ''}` : `own ${field}`,
          )
          .join(', ');
        lines.push(`- ${language.languages.map((name) => LANGUAGE_NAMES[name]).join(', ')}: ${said}. ${reason}`);
      }
    }
    sections.push(lines.join('\n'));
  }
  return [
    '<!-- Generated by scripts/write-rule-catalog.mjs from src/rules/catalog/*/*/rule.ts: edit those, then run `npm run catalog`. -->',
    "# Sextant's static rules",
    '',
    `Each rule lives in its own folder, \`src/rules/catalog/<pack>/<rule>/\`: \`rule.ts\` (its definition and this text) and one file per language. A finding's confidence can be set by the rule's check for a particular case (a weaker sign, a test file); the values below are the rule's own. Findings below \`min-confidence\` (${DEFAULT_MIN_CONFIDENCE} by default) are hidden; critical and high ones are still counted and listed in \`report.json\`.`,
    '',
    '| Rule | Agent | Languages | Severity | Confidence |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

const check = process.argv.includes('--check');
const stale = [];
/** Writes `content` to `path`, or with `--check` notes that it would change. */
function put(path, content) {
  if (readIfExists(path) === content) return;
  if (check) stale.push(relative(root, path));
  else writeFileSync(path, content);
}
// The rule index and the documentation are read from the folders themselves, through one registry of absolute imports.
const folder = mkdtempSync(join(tmpdir(), 'sextant-catalog-'));
try {
  const entry = join(folder, 'entry.ts');
  const types = `import type { ${FILE_REGISTRY_TYPES}, ${CHANGE_REGISTRY_TYPES} } from '${join(catalog, '..', 'rule-folder.js')}';`;
  const absolute = (id, file) => join(catalog, id, `${file}.js`);
  writeFileSync(entry, [types, ...renderFileRegistry(folders, absolute), ...renderChangeRegistry(folders, absolute)].join('\n'));
  const outfile = join(folder, 'catalog.mjs');
  await build({ entryPoints: [entry], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning', nodePaths: [join(root, 'node_modules')] });
  const loaded = await import(pathToFileURL(outfile).href);
  for (const [path, content] of renderIndexes(loaded)) put(path, content);
  put(DOCS, renderDocs(loaded.RULE_FOLDERS, loaded.CHANGE_RULE_FOLDERS));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
if (stale.length > 0) {
  console.error(`Stale: ${stale.join(', ')}. Run 'npm run catalog' and commit the result.`);
  process.exit(1);
}

function readIfExists(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
