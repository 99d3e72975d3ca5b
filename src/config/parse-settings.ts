import { z } from 'zod';
import { AGENT_NAMES, ReviewerNameSchema } from '../findings/agent-names.js';
import type { AgentOverride, CustomAgent } from './agent-settings.js';
import { AnalyzerSettingSchema } from '../analyzers/analyzer-setting.js';
import type { AnalyzerSetting } from '../analyzers/analyzer-setting.js';
import { DIMENSIONS } from '../findings/finding.js';
import { SEVERITIES } from '../findings/finding.js';
import { RULE_IDS } from '../rules/rule-registry.js';
import { closestMatch, closestRuleId } from '../text/closest-match.js';
import { ConfigurationError } from '../text/configuration-error.js';
import { enumeratedValues } from './enumerated-values.js';
import { parseConfigDocument } from './parse-config-document.js';
import { parseGlobs } from './parse-globs.js';
import type { PathInstruction, RuleSetting, Settings } from './settings.js';

/** Raw values keyed by the public (kebab-case) names: action inputs or CLI flags. Empty strings mean "not set". */
export type RawInputs = Readonly<Record<string, string | undefined>>;

interface SettingsSources {
  inputs: RawInputs;
  /** Text of the repository config file, when there is one. */
  configText?: string;
  /** Where configText came from, for error messages. */
  configOrigin?: string;
}

export interface ParsedSettings {
  settings: Settings;
  /** Problems worth telling the user that do not stop the run (e.g. unknown config keys). */
  warnings: string[];
}

const list = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : splitList(value)).map((item) => item.trim()).filter((item) => item.length > 0));

/** Items are separated by newlines or commas, but a comma inside braces belongs to a glob: `src/{a,b}/**` is one item. */
export function splitList(value: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of value) {
    if (character === '{') depth += 1;
    else if (character === '}') depth = Math.max(0, depth - 1);
    if (character === '\n' || (character === ',' && depth === 0)) {
      items.push(current);
      current = '';
      depth = 0;
    } else current += character;
  }
  return [...items, current];
}
const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** A severity as people write it (`HIGH`, ` High`): read case-insensitively, stored lower case. */
const severity = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(values));
const text = z.string().trim().min(1);

interface Field {
  name: keyof Settings;
  schema: z.ZodType;
  expected: string;
  /** False for secrets and for what only the workflow may decide (where the key goes, which config file). */
  inConfigFile: boolean;
  /** A list of path globs: each is checked to be one. */
  globs?: true;
}

/** Every setting by its public name; sextant.schema.json is generated from the ones a config file may set. */
export const FIELDS: Readonly<Record<string, Field>> = {
  'github-token': { name: 'githubToken', schema: text, expected: 'a GitHub token', inConfigFile: false },
  model: {
    name: 'model',
    schema: z
      .string()
      .trim()
      .regex(/^(static|(anthropic|openai|google|openai-compatible):\S+)$/),
    expected: "'static' or 'provider:model-id' with provider anthropic, openai, google or openai-compatible",
    inConfigFile: true,
  },
  'api-key': { name: 'apiKey', schema: text, expected: 'a provider API key', inConfigFile: false },
  'base-url': { name: 'baseUrl', schema: z.url(), expected: 'an http(s) URL', inConfigFile: false },
  mode: { name: 'mode', schema: z.enum(['auto', 'full', 'analyze', 'publish']), expected: 'auto, full, analyze or publish', inConfigFile: false },
  'pr-number': { name: 'prNumber', schema: integer(1, Number.MAX_SAFE_INTEGER), expected: 'a positive pull-request number', inConfigFile: false },
  agents: {
    name: 'agents',
    // Names are checked once the config file's custom agents are known (see knownAgents below).
    schema: list.pipe(z.array(ReviewerNameSchema).min(1)),
    expected: `a comma-separated list of: ${AGENT_NAMES.join(', ')} or custom agents`,
    inConfigFile: true,
  },
  'fail-on': { name: 'failOn', schema: severity([...SEVERITIES, 'none']), expected: `one of ${[...SEVERITIES, 'none'].join(', ')}`, inConfigFile: true },
  'min-confidence': { name: 'minConfidence', schema: integer(0, 100), expected: 'an integer from 0 to 100', inConfigFile: true },
  'min-required-agents': {
    name: 'minRequiredAgents',
    schema: integer(0, AGENT_NAMES.length),
    expected: `an integer from 0 to ${AGENT_NAMES.length}`,
    inConfigFile: true,
  },
  'max-review-iterations': { name: 'maxReviewIterations', schema: integer(1, 10), expected: 'an integer from 1 to 10', inConfigFile: true },
  fix: { name: 'fix', schema: z.enum(['off', 'suggest', 'commit']), expected: 'off, suggest or commit', inConfigFile: true },
  'test-command': { name: 'testCommand', schema: text, expected: 'a shell command', inConfigFile: true },
  'lint-command': { name: 'lintCommand', schema: text, expected: 'a shell command', inConfigFile: true },
  'typecheck-command': { name: 'typecheckCommand', schema: text, expected: 'a shell command', inConfigFile: true },
  include: { name: 'include', schema: list, expected: 'a list of path globs', inConfigFile: true, globs: true },
  exclude: { name: 'exclude', schema: list, expected: 'a list of path globs', inConfigFile: true, globs: true },
  // GitHub accepts more, but a review with more inline comments than this is noise.
  'max-comments': { name: 'maxComments', schema: integer(0, 100), expected: 'an integer from 0 to 100', inConfigFile: true },
  // auto: as many calls as a local server has slots (llama.cpp /props), else DEFAULT_CONCURRENCY.
  concurrency: { name: 'concurrency', schema: z.union([z.literal('auto'), integer(1, 32)]), expected: "'auto' or an integer from 1 to 32", inConfigFile: true },
  'config-file': { name: 'configFile', schema: text, expected: 'a repository-relative path', inConfigFile: false },
  'command-timeout': { name: 'commandTimeout', schema: integer(1, 7_200), expected: 'seconds, from 1 to 7200', inConfigFile: true },
  'on-verification-failure': {
    name: 'onVerificationFailure',
    schema: z.enum(['continue', 'stop']),
    expected: 'continue or stop',
    inConfigFile: true,
  },
  // A file the review could not read is a gap in the verdict: failing is the default, accepting it a choice.
  'on-unreviewed': {
    name: 'onUnreviewed',
    schema: z.enum(['fail', 'warn']),
    expected: 'fail or warn',
    inConfigFile: true,
  },
  // Workflow-only: a config file must not be able to approve its own dangerous commands.
  'allow-risky-commands': {
    name: 'allowRiskyCommands',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
    expected: 'true or false',
    inConfigFile: false,
  },
  'allow-unsafe-checkout': {
    name: 'allowUnsafeCheckout',
    schema: z.enum(['true', 'false']).transform((value) => value === 'true'),
    expected: 'true or false',
    inConfigFile: false,
  },
  // A local model with an 8k context needs a smaller budget; 40k keeps six agents' prompts affordable.
  'max-input-tokens': {
    name: 'maxInputTokens',
    schema: integer(4_000, 1_000_000),
    expected: 'an integer from 4000 to 1000000',
    inConfigFile: true,
  },
  // Small local models write slowly: a shorter reply budget leaves more of a small context to the prompt.
  'max-output-tokens': {
    name: 'maxOutputTokens',
    schema: integer(256, 65_536),
    expected: 'an integer from 256 to 65536',
    inConfigFile: true,
  },
  // One more model call per batch buys precision; off trades it for speed and cost. No effect in static mode.
  'verify-findings': {
    name: 'verifyFindings',
    schema: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
    expected: 'true or false',
    inConfigFile: true,
  },
  // A model that can look up what it was not shown guesses less; off keeps every call to the fixed context.
  'model-tools': { name: 'modelTools', schema: z.enum(['auto', 'off']), expected: 'auto or off', inConfigFile: true },
  'model-tool-rounds': { name: 'modelToolRounds', schema: integer(1, 20), expected: 'an integer from 1 to 20', inConfigFile: true },
  'model-tool-tokens': { name: 'modelToolTokens', schema: integer(1_000, 200_000), expected: 'an integer from 1000 to 200000', inConfigFile: true },
  'model-timeout': { name: 'modelTimeout', schema: integer(1, 3_600), expected: 'seconds, from 1 to 3600', inConfigFile: true },
  'log-level': { name: 'logLevel', schema: z.enum(['info', 'debug']), expected: 'info or debug', inConfigFile: true },
  'review-drafts': {
    name: 'reviewDrafts',
    schema: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
    expected: 'true or false',
    inConfigFile: true,
  },
  // Info findings (style: length, nesting, duplication) stay in the JSON and SARIF reports either way.
  'show-info': {
    name: 'showInfo',
    schema: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
    expected: 'true or false',
    inConfigFile: true,
  },
  // Learning from reactions: GitHub holds the votes, so these are all the state there is.
  'mute-after-thumbs-down': {
    name: 'muteAfterThumbsDown',
    schema: integer(0, 1_000),
    expected: 'an integer from 0 (never mute) to 1000',
    inConfigFile: true,
  },
  'mute-max-thumbs-up': { name: 'muteMaxThumbsUp', schema: integer(0, 1_000), expected: 'an integer from 0 to 1000', inConfigFile: true },
  'feedback-days': { name: 'feedbackDays', schema: integer(1, 365), expected: 'days, from 1 to 365', inConfigFile: true },
  'unmute-rules': { name: 'unmuteRules', schema: list, expected: 'a list of rule ids', inConfigFile: true },
  // Workflow-only: where the analyze job leaves its bundle and the publish job finds it.
  'bundle-path': { name: 'bundlePath', schema: text, expected: 'a path relative to the workspace', inConfigFile: false },
  'keep-sessions': { name: 'keepSessions', schema: integer(1, 10_000), expected: 'an integer from 1 to 10000', inConfigFile: true },
  // Workflow-only: the steps before Sextant decide which reports they write; the config file has `analyzers:`.
  'analyzer-reports': { name: 'analyzerReports', schema: list, expected: 'a list of globs of report files', inConfigFile: false, globs: true },
  // A word a person types at the start of a comment: no spaces, nothing markdown or HTML would read.
  'command-prefix': {
    name: 'commandPrefix',
    schema: list.pipe(z.array(z.string().regex(/^[@/!]?[A-Za-z0-9][A-Za-z0-9._-]{0,38}$/)).min(1)),
    expected: 'a comma-separated list of command prefixes, such as @sextant, /sextant',
    inConfigFile: true,
  },
  // Each answer is a model call someone else's comment asked for: the cap bounds what a busy thread costs.
  'max-answers-per-hour': {
    name: 'maxAnswersPerHour',
    schema: integer(0, 1_000),
    expected: 'an integer from 0 (no model answers) to 1000',
    inConfigFile: true,
  },
};

export const DEFAULT_SETTINGS: Settings = {
  model: 'static',
  mode: 'auto',
  agents: [...AGENT_NAMES],
  failOn: 'critical',
  minConfidence: 80,
  minRequiredAgents: 4,
  maxReviewIterations: 3,
  fix: 'suggest',
  include: [],
  exclude: [],
  maxComments: 30,
  concurrency: 'auto',
  configFile: '.github/sextant.yml',
  logLevel: 'info',
  allowUnsafeCheckout: false,
  onVerificationFailure: 'continue',
  onUnreviewed: 'fail',
  commandTimeout: 900,
  allowRiskyCommands: false,
  reviewDrafts: false,
  showInfo: false,
  verifyFindings: true,
  modelTools: 'auto',
  modelToolRounds: 6,
  modelToolTokens: 12_000,
  bundlePath: 'sextant-bundle/sextant-bundle.json',
  rules: {},
  maxInputTokens: 40_000,
  // A hosted model answers in well under a minute; a local model on a CPU can take several.
  modelTimeout: 300,
  customAgents: [],
  agentOverrides: {},
  muteAfterThumbsDown: 3,
  muteMaxThumbsUp: 0,
  feedbackDays: 90,
  unmuteRules: [],
  guidelines: 'auto',
  pathInstructions: [],
  walkthrough: true,
  // A few weeks of local runs: enough to resume or compare, and `.sextant/` stays small.
  keepSessions: 20,
  analyzers: [],
  analyzerReports: [],
  commandPrefix: ['@sextant', '/sextant'],
  maxAnswersPerHour: 10,
};

/** The settings input names, for action.yml and the CLI to stay in step with. */
export const SETTING_KEYS = Object.keys(FIELDS);

/** What a config file may hold: the settings allowed there plus the sections parsed on their own. */
const CONFIG_FILE_KEYS = [
  ...SETTING_KEYS.filter((key) => FIELDS[key]?.inConfigFile),
  'custom-agents',
  'agent-overrides',
  'rules',
  'guidelines',
  'path-instructions',
  'walkthrough',
  'analyzers',
];

function didYouMean(key: string, candidates: readonly string[]): string {
  const match = closestMatch(key, candidates);
  return match ? ` (did you mean '${match}'?)` : '';
}

function didYouMeanRule(ruleId: string): string {
  const match = closestRuleId(ruleId, RULE_IDS);
  return match ? ` (did you mean '${match}'?)` : '';
}

export const CustomAgentEntry = z
  .object({
    name: ReviewerNameSchema,
    focus: text.pipe(z.string().max(200)),
    dimension: z.enum(DIMENSIONS),
    category: text.optional(),
    'auto-fixable': z.boolean().default(false),
    instructions: text,
  })
  .strict()
  .transform(({ 'auto-fixable': autoFixable, ...agent }): CustomAgent => ({ ...agent, auto_fixable: autoFixable }));

export const AgentOverrideEntry = z
  .object({ instructions: text.optional(), 'min-confidence': z.number().int().min(0).max(100).optional(), 'auto-fixable': z.boolean().optional() })
  .strict()
  .transform((entry): AgentOverride => ({
    ...(entry.instructions ? { instructions: entry.instructions } : {}),
    ...(entry['min-confidence'] !== undefined ? { min_confidence: entry['min-confidence'] } : {}),
    ...(entry['auto-fixable'] !== undefined ? { auto_fixable: entry['auto-fixable'] } : {}),
  }));

/** `guidelines:` auto (find them), off, or the repository-relative paths of the files to follow. */
export const GuidelinesSchema = z.union([
  z.enum(['auto', 'off']),
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .refine((path) => !path.startsWith('/') && !path.split('/').includes('..'), 'a repository-relative path'),
    )
    .min(1),
]);

export const PathInstructionEntry = z
  .object({
    paths: list.pipe(z.array(z.string()).min(1)),
    instructions: text.optional(),
    agents: list.pipe(z.array(ReviewerNameSchema).min(1)).optional(),
    rules: z.record(z.string(), z.literal('off')).optional(),
  })
  .strict()
  .refine((entry) => entry.instructions !== undefined || entry.rules !== undefined, 'instructions or rules');

export const RuleSettingSchema = z.union([
  z.literal('off').transform((): RuleSetting => ({ enabled: false })),
  z.boolean().transform((enabled): RuleSetting => ({ enabled })),
  z.object({ enabled: z.boolean().default(true), severity: severity(SEVERITIES).optional(), paths: list.optional() }).strict(),
]);

/** Precedence: input/flag > config file > default. Throws ConfigurationError on the first bad value. */
export function parseSettings(sources: SettingsSources): ParsedSettings {
  const warnings: string[] = [];
  const settings: Settings = { ...DEFAULT_SETTINGS, agents: [...DEFAULT_SETTINGS.agents] };
  const origin = sources.configOrigin ?? 'config file';
  const record = settings as unknown as Record<string, unknown>;
  let agentsChosen = false;

  for (const [key, value] of Object.entries(sources.configText === undefined ? {} : parseConfigDocument(sources.configText, origin))) {
    if (key === 'custom-agents') {
      settings.customAgents = parseCustomAgents(value, origin);
      continue;
    }
    if (key === 'agent-overrides') {
      settings.agentOverrides = parseAgentOverrides(value, origin);
      continue;
    }
    if (key === 'guidelines') {
      const result = GuidelinesSchema.safeParse(value);
      if (!result.success) throw new ConfigurationError('guidelines', value, 'auto, off, or a list of repository-relative paths of guidelines files', origin);
      settings.guidelines = result.data;
      continue;
    }
    if (key === 'walkthrough') {
      if (typeof value !== 'boolean') throw new ConfigurationError('walkthrough', value, 'true or false', origin);
      settings.walkthrough = value;
      continue;
    }
    if (key === 'path-instructions') {
      settings.pathInstructions = parsePathInstructions(value, origin, warnings);
      continue;
    }
    if (key === 'analyzers') {
      settings.analyzers = parseAnalyzers(value, origin);
      continue;
    }
    if (key === 'rules') {
      settings.rules = parseRules(value, origin);
      const unknown = Object.keys(settings.rules).filter((ruleId) => !RULE_IDS.has(ruleId));
      for (const ruleId of unknown) warnings.push(`${origin}: unknown rule '${ruleId}' in 'rules' ignored${didYouMeanRule(ruleId)}`);
      continue;
    }
    const field = FIELDS[key];
    if (!field || !field.inConfigFile) {
      warnings.push(
        field ? `${origin}: '${key}' can only be set in the workflow, ignored` : `${origin}: unknown key '${key}' ignored${didYouMean(key, CONFIG_FILE_KEYS)}`,
      );
      continue;
    }
    record[field.name] = parseField(key, field, value, origin);
    agentsChosen ||= key === 'agents';
  }

  for (const [key, value] of Object.entries(sources.inputs)) {
    if (value === undefined || value.trim() === '') continue;
    const field = FIELDS[key];
    if (!field) {
      const match = closestMatch(key, SETTING_KEYS);
      throw new ConfigurationError(key, value, match ? `a known setting (did you mean '${match}'?)` : `one of the known settings: ${SETTING_KEYS.join(', ')}`);
    }
    record[field.name] = parseField(key, field, value, undefined);
    agentsChosen ||= key === 'agents';
  }

  const knownAgents = [...AGENT_NAMES, ...settings.customAgents.map((agent) => agent.name)];
  // Custom agents run by default, like the six; an explicit `agents` list decides alone.
  if (!agentsChosen) settings.agents = knownAgents;
  const unknownAgent = settings.agents.find((name) => !knownAgents.includes(name));
  if (unknownAgent !== undefined) {
    throw new ConfigurationError('agents', settings.agents.join(','), `a comma-separated list of: ${knownAgents.join(', ')} ('${unknownAgent}' is not one)`);
  }
  for (const [index, entry] of settings.pathInstructions.entries()) {
    const unknown = entry.agents?.find((name) => !knownAgents.includes(name));
    if (unknown !== undefined)
      throw new ConfigurationError(
        `path-instructions[${index}].agents`,
        entry.agents,
        `agent names among: ${knownAgents.join(', ')} ('${unknown}' is not one)`,
        origin,
      );
  }
  for (const name of Object.keys(settings.agentOverrides).filter((agent) => !knownAgents.includes(agent))) {
    warnings.push(`${origin}: unknown agent '${name}' in 'agent-overrides' ignored`);
  }

  if (settings.minRequiredAgents > settings.agents.length) {
    warnings.push(
      `min-required-agents (${settings.minRequiredAgents}) is more than the ${settings.agents.length} selected agents; using ${settings.agents.length}`,
    );
    settings.minRequiredAgents = settings.agents.length;
  }
  if (settings.model.startsWith('openai-compatible:') && !settings.baseUrl) {
    throw new ConfigurationError('base-url', settings.baseUrl ?? '', "an http(s) URL: 'openai-compatible' models need the server's base URL");
  }
  return { settings, warnings };
}

function parseField(key: string, field: Field, value: unknown, origin: string | undefined): unknown {
  const result = field.schema.safeParse(value);
  if (!result.success) {
    const words = enumeratedValues(field.schema);
    const typo = typeof value === 'string' && words.length > 0 ? didYouMean(value.trim().toLowerCase(), words) : '';
    throw new ConfigurationError(key, value, `${field.expected}${typo}`, origin);
  }
  return field.globs ? parseGlobs(key, result.data as string[], origin) : result.data;
}

function parseCustomAgents(value: unknown, origin: string): CustomAgent[] {
  const expected = `a list of { name (kebab-case), focus, dimension: ${DIMENSIONS.join('|')}, instructions, category?, auto-fixable? }`;
  if (!Array.isArray(value)) throw new ConfigurationError('custom-agents', value, expected, origin);
  const agents = value.map((entry, index) => {
    const result = CustomAgentEntry.safeParse(entry);
    if (!result.success) throw new ConfigurationError(`custom-agents[${index}]`, entry, expected, origin);
    return result.data;
  });
  const names = agents.map((agent) => agent.name);
  const clash = names.find((name, index) => (AGENT_NAMES as readonly string[]).includes(name) || names.indexOf(name) !== index);
  if (clash !== undefined) throw new ConfigurationError('custom-agents', clash, 'a name that is not one of the six built-in agents and is used once', origin);
  return agents;
}

function parseAgentOverrides(value: unknown, origin: string): Record<string, AgentOverride> {
  const expected = 'a mapping of agent name to { instructions?, min-confidence? (0-100), auto-fixable? }';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ConfigurationError('agent-overrides', value, expected, origin);
  const overrides: Record<string, AgentOverride> = {};
  for (const [agent, entry] of Object.entries(value)) {
    const result = AgentOverrideEntry.safeParse(entry);
    if (!result.success) throw new ConfigurationError(`agent-overrides.${agent}`, entry, expected, origin);
    overrides[agent] = result.data;
  }
  return overrides;
}

function parsePathInstructions(value: unknown, origin: string, warnings: string[]): PathInstruction[] {
  const expected = 'a list of { paths: [globs], instructions: text, agents?: [names], rules?: { rule-id: off } }';
  if (!Array.isArray(value)) throw new ConfigurationError('path-instructions', value, expected, origin);
  return value.map((entry, index) => {
    const result = PathInstructionEntry.safeParse(entry);
    if (!result.success) throw new ConfigurationError(`path-instructions[${index}]`, entry, expected, origin);
    const { paths, instructions, agents, rules } = result.data;
    for (const ruleId of Object.keys(rules ?? {}).filter((id) => !RULE_IDS.has(id))) {
      warnings.push(`${origin}: unknown rule '${ruleId}' in 'path-instructions[${index}].rules' ignored${didYouMeanRule(ruleId)}`);
    }
    return {
      paths: parseGlobs(`path-instructions[${index}].paths`, paths, origin),
      ...(instructions ? { instructions } : {}),
      ...(agents ? { agents } : {}),
      ...(rules ? { rules } : {}),
    };
  });
}

/** Shown when an `analyzers:` entry does not fit: every key, so the fix is in the message. */
const ANALYZER_FORM =
  '{ reports: [globs], name?: kebab-case tool name, command?: shell command writing the reports, format?: sarif|eslint-json|ruff-json|checkstyle|rdjson|rdjsonl, ' +
  'filter?: added|diff-context|file|nofilter, severity?: a severity or { error|warning|note|none: severity }, rules?: { tool rule id: off or a severity } }';

function parseAnalyzers(value: unknown, origin: string): AnalyzerSetting[] {
  if (!Array.isArray(value)) throw new ConfigurationError('analyzers', value, `a list of ${ANALYZER_FORM}`, origin);
  const analyzers = value.map((entry, index): AnalyzerSetting => {
    const result = AnalyzerSettingSchema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? ` (${issue.path.join('.')}: ${issue.message})` : '';
      throw new ConfigurationError(`analyzers[${index}]`, entry, `${ANALYZER_FORM}${where}`, origin);
    }
    const { name, reports, command, format, filter, severity, rules } = result.data;
    return {
      ...(name ? { name } : {}),
      reports: parseGlobs(`analyzers[${index}].reports`, reports, origin),
      ...(command ? { command } : {}),
      ...(format ? { format } : {}),
      filter,
      ...(severity ? { severity } : {}),
      ...(rules ? { rules } : {}),
    };
  });
  const names = analyzers.flatMap((analyzer) => (analyzer.name ? [analyzer.name] : []));
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new ConfigurationError('analyzers', twice, 'analyzer names used once each', origin);
  return analyzers;
}

function parseRules(value: unknown, origin: string): Record<string, RuleSetting> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigurationError('rules', value, "a mapping of rule id to 'off', true/false or { enabled, severity, paths }", origin);
  }
  const rules: Record<string, RuleSetting> = {};
  for (const [ruleId, setting] of Object.entries(value)) {
    const result = RuleSettingSchema.safeParse(setting);
    if (!result.success) {
      throw new ConfigurationError(`rules.${ruleId}`, setting, `'off', true/false or { enabled, severity: ${SEVERITIES.join('|')}, paths: [globs] }`, origin);
    }
    const paths = 'paths' in result.data ? result.data.paths : undefined;
    rules[ruleId] = paths ? { ...result.data, paths: parseGlobs(`rules.${ruleId}.paths`, paths, origin) } : result.data;
  }
  return rules;
}
