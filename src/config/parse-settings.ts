import { z } from 'zod';
import { AGENT_NAMES, ReviewerNameSchema } from '../findings/agent-names.js';
import type { AgentOverride, CustomAgent } from './agent-settings.js';
import { AnalyzerSettingSchema } from '../analyzers/analyzer-setting.js';
import type { AnalyzerSetting } from '../analyzers/analyzer-setting.js';
import { DIMENSIONS, SEVERITIES } from '../findings/finding.js';
import { RULE_IDS } from '../rules/rule-selection.js';
import { closestMatch, closestRuleId } from '../text/closest-match.js';
import { ConfigurationError } from '../text/configuration-error.js';
import { enumeratedValues } from './enumerated-values.js';
import { FIELDS, fieldOf } from './fields.js';
import type { Field } from './fields.js';
import { parseConfigDocument } from './parse-config-document.js';
import { parseGlobs } from './parse-globs.js';
import { RuleSettingSchema } from './rule-setting.js';
import type { RuleSetting } from './rule-setting.js';
import { GuidelinesSchema, PathInstructionEntry } from './settings.js';
import type { PathInstruction, Settings } from './settings.js';
import { text } from './value-schemas.js';

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
  ...SETTING_KEYS.filter((key) => fieldOf(key)?.inConfigFile),
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

/** Precedence: input/flag > config file > default. Throws ConfigurationError on the first bad value. */
export function parseSettings(sources: SettingsSources): ParsedSettings {
  const warnings: string[] = [];
  const settings: Settings = { ...DEFAULT_SETTINGS, agents: [...DEFAULT_SETTINGS.agents] };
  const origin = sources.configOrigin ?? 'config file';
  // A field's value is what its schema gives, and Settings takes that key's type from the same schema;
  // a field name that is no key of Settings does not compile.
  const record: Partial<Record<keyof Settings, unknown>> = settings;
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
    const field = fieldOf(key);
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
    const field = fieldOf(key);
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
