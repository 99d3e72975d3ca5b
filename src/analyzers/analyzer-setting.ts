import { z } from 'zod';
import { AGENT_NAMES, ReviewerNameSchema } from '../findings/agent-names.js';
import { SEVERITIES } from '../findings/finding.js';
import type { Severity } from '../findings/finding.js';
import { REPORT_FORMATS } from './analyzer-report.js';
import type { ReportFormat, ToolLevel } from './analyzer-report.js';

/**
 * Which of an analyzer's results are kept, like reviewdog's `-filter-mode`: on lines the change added
 * (`added`, the default), on any line of its hunks (`diff-context`), anywhere in a changed file (`file`),
 * or anywhere at all (`nofilter`, files the change did not touch included).
 */
export const DIFF_FILTERS = ['added', 'diff-context', 'file', 'nofilter'] as const;
export type DiffFilter = (typeof DIFF_FILTERS)[number];

/** One analyzer of the `analyzers:` config key (or the `analyzer-reports` input): where its reports are, and how to read them. */
export interface AnalyzerSetting {
  /** The tool's name in rule ids (`eslint` → `eslint/no-unused-vars`); the report's tool name when absent. */
  name?: string;
  /** Globs of report files, relative to the repository root (or absolute). */
  reports: string[];
  /** A shell command that writes the reports, run first under the verification commands' trust rules. */
  command?: string;
  /** The reports' format; recognised from their content when absent. */
  format?: ReportFormat;
  filter: DiffFilter;
  /** One severity for every result, or a severity per tool level (`error`, `warning`, `note`, `none`). */
  severity?: Severity | Partial<Record<ToolLevel, Severity>>;
  /** Per rule, as the tool names it (`no-console`, `F401`, `js/sql-injection`): `off`, or a severity. */
  rules?: Record<string, 'off' | Severity>;
}

const SeverityValue = z.enum(SEVERITIES);

/**
 * An analyzer as the config file writes it (and as a review's request keeps it). `name` is kebab-case
 * and not an agent's; a `command` needs `reports`, the files it writes.
 */
export const AnalyzerSettingSchema = z
  .object({
    name: ReviewerNameSchema.refine((name) => !(AGENT_NAMES as readonly string[]).includes(name), 'not the name of one of the six agents').optional(),
    reports: z.union([
      z
        .string()
        .trim()
        .min(1)
        .transform((glob) => [glob]),
      z.array(z.string().trim().min(1)).min(1),
    ]),
    command: z.string().trim().min(1).optional(),
    format: z.enum(REPORT_FORMATS).optional(),
    filter: z.enum(DIFF_FILTERS).default('added'),
    severity: z
      .union([SeverityValue, z.object({ error: SeverityValue, warning: SeverityValue, note: SeverityValue, none: SeverityValue }).partial().strict()])
      .optional(),
    rules: z.record(z.string().min(1), z.union([z.literal('off'), SeverityValue])).optional(),
  })
  .strict();
