import { z } from 'zod';
import { AnalyzerSettingSchema } from '../analyzers/analyzer-setting.js';
import { DIMENSIONS, SEVERITIES } from '../findings/finding.js';
import { RULE_IDS } from '../rules/rule-selection.js';
import { FIELDS } from './fields.js';
import { AgentOverrideEntry, CustomAgentEntry, DEFAULT_SETTINGS } from './parse-settings.js';
import { RuleSettingSchema } from './rule-setting.js';
import { GuidelinesSchema, PathInstructionEntry } from './settings.js';

/** Where the README's `yaml-language-server` line points editors, under the moving major tag (`v0` while the version is 0.x). */
export const SCHEMA_FILE = 'sextant.schema.json';

/** One shape for every rule id: an id puts it in the JSON Schema's $defs once instead of once per rule. */
const RuleSetting = RuleSettingSchema.meta({ id: 'rule-setting', description: "'off', true/false, or { enabled, severity, paths }" });

/**
 * The config file (`.github/sextant.yml`) as one zod schema, built from the same field schemas that
 * parseSettings checks values with: each key a config file may set, described by the form parseSettings
 * expects, with its default; plus `rules`, `custom-agents` and `agent-overrides`.
 */
function configFileSchema(): z.ZodObject {
  const settings = Object.entries(FIELDS)
    .filter(([, field]) => field.inConfigFile)
    .map(([key, field]) => [key, field.schema.optional().meta({ description: sentence(field.expected) })] as const);
  const rules = Object.fromEntries([...RULE_IDS].sort().map((ruleId) => [ruleId, RuleSetting.optional()]));
  return z
    .object({
      ...Object.fromEntries(settings),
      rules: z
        .object(rules)
        .strict()
        .optional()
        .meta({
          description: `Per-rule settings of the static engine: 'off', true/false, or { enabled, severity: ${SEVERITIES.join('|')}, paths: [globs] }.`,
        }),
      'custom-agents': z
        .array(CustomAgentEntry)
        .optional()
        .meta({
          description: `Reviewers of your own, run by model like the six: { name (kebab-case), focus, dimension: ${DIMENSIONS.join('|')}, instructions, category?, auto-fixable? }.`,
        }),
      guidelines: GuidelinesSchema.optional().meta({
        description:
          'Guidelines files the model reviewers follow: auto (AGENTS.md, CLAUDE.md, REVIEW.md, .github/copilot-instructions.md, .github/instructions/**/*.instructions.md, .cursor/BUGBOT.md; nested ones for their folder), off, or a list of paths.',
        default: 'auto',
      }),
      walkthrough: z.boolean().optional().meta({
        description:
          'Open the summary and the HTML report with "What changed": an overview and a line per changed file (a table of sizes, roles and reviewers in static mode).',
        default: true,
      }),
      'path-instructions': z.array(PathInstructionEntry).optional().meta({
        description:
          'Instructions for the files some globs match: { paths: [globs], instructions, agents?: [names], rules?: { rule-id: off } } (rules apply in static mode too).',
      }),
      analyzers: z
        .array(AnalyzerSettingSchema)
        .optional()
        .meta({
          description:
            "The repository's own linters and scanners, whose reports become findings: { reports: [globs], name?, command? (runs first; trusted config only), format?: sarif|eslint-json|ruff-json|checkstyle|rdjson|rdjsonl, " +
            'filter?: added|diff-context|file|nofilter, severity?: a severity or { error|warning|note|none: severity }, rules?: { tool rule id: off or a severity } }.',
        }),
      'agent-overrides': z
        .record(z.string(), AgentOverrideEntry)
        .optional()
        .meta({ description: 'Per-agent settings by agent name: { instructions?, min-confidence? (0-100), auto-fixable? }.' }),
    })
    .strict();
}

/** The JSON Schema of the config file, as committed in sextant.schema.json (with a trailing newline). */
export function renderConfigFileJsonSchema(): string {
  const schema = z.toJSONSchema(configFileSchema(), { io: 'input', target: 'draft-2020-12' });
  // Defaults are added here rather than as zod defaults, which would change what parseSettings returns.
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  const defaults: Readonly<Record<string, unknown>> = DEFAULT_SETTINGS;
  for (const [key, field] of Object.entries(FIELDS)) {
    const property = properties[key];
    if (property && defaults[field.name] !== undefined) property.default = defaults[field.name];
  }
  const { $schema, ...rest } = schema;
  const document = {
    $schema,
    title: 'Sextant configuration (.github/sextant.yml)',
    description: 'Settings read from the repository config file; action inputs and command-line flags take precedence.',
    ...rest,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
