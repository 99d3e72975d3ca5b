import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../src/diff/language.js';
import type { ChangeRuleFolder, LanguageImplementation, RuleFolder } from '../src/rules/rule-folder.js';
import { RULE_FOLDERS } from '../src/rules/catalog/index.js';
import { CHANGE_RULE_FOLDERS } from '../src/rules/catalog/change-rules.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CATALOG = `${ROOT}src/rules/catalog`;

/** Every `<pack>/<rule>` folder on disk. */
const folderPaths = readdirSync(CATALOG, { withFileTypes: true })
  .filter((pack) => pack.isDirectory())
  .flatMap((pack) =>
    readdirSync(`${CATALOG}/${pack.name}`, { withFileTypes: true })
      .filter((rule) => rule.isDirectory())
      .map((rule) => `${pack.name}/${rule.name}`),
  );

const folders: readonly (RuleFolder | ChangeRuleFolder)[] = [...RULE_FOLDERS, ...CHANGE_RULE_FOLDERS];

it('each folder holds the rule whose id is its path, and the registry has every folder once', async () => {
  expect(folderPaths.length).toBeGreaterThan(60);
  for (const path of folderPaths) {
    const { rule } = (await import(`${CATALOG}/${path}/rule.ts`)) as { rule: { id: string } };
    expect(rule.id).toBe(path);
  }
  expect(folders.map((folder) => folder.rule.id).sort()).toEqual([...folderPaths].sort());
});

describe.each(RULE_FOLDERS.map((folder) => [folder.rule.id, folder] as const))('%s', (id, folder) => {
  it('has one file per language it supports, named after the language, each with examples both ways', () => {
    const covered = folder.languages.flatMap((language) => language.languages);
    expect(new Set(covered).size).toBe(covered.length);
    for (const language of folder.languages) {
      const [first] = language.languages;
      expect(LANGUAGES).toContain(first);
      expect(existsSync(`${CATALOG}/${id}/${first}.ts`)).toBe(true);
      expect(language.examples.match.length).toBeGreaterThan(0);
      expect(language.examples.noMatch.length).toBeGreaterThan(0);
    }
  });

  it('says why wherever a language differs from rule.ts', () => {
    const overridden: LanguageImplementation[] = folder.languages.filter((language) => language.overrides !== undefined);
    for (const language of overridden) {
      const { reason, ...values } = language.overrides!;
      expect(reason.trim().length).toBeGreaterThan(20);
      expect(Object.keys(values).length).toBeGreaterThan(0);
      // An override that repeats rule.ts says nothing.
      for (const [field, value] of Object.entries(values)) expect(value).not.toEqual(folder.rule[field as keyof typeof folder.rule]);
    }
  });
});

it('every rule documents what it finds, why, when it is wrong and where it comes from', () => {
  for (const { rule } of folders) {
    for (const text of Object.values(rule.documentation)) expect(text.trim()).not.toBe('');
  }
});

it('the generated registry and docs/rules.md are up to date with the folders', () => {
  // Exits non-zero, naming the stale file, when either differs from what the folders generate.
  expect(() => execFileSync(process.execPath, [`${ROOT}scripts/write-rule-catalog.mjs`, '--check'], { cwd: ROOT, stdio: 'pipe' })).not.toThrow();
});
