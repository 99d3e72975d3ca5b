import { createHash } from 'node:crypto';
import { candidateFinding } from '../findings/candidate-finding.js';
import { kebabCase } from '../text/kebab-case.js';
import { AGENT_NAMES } from '../findings/agent-names.js';
import type { DiffFile } from '../diff/diff-model.js';
import { addedLines, commentableLines } from '../diff/line-index.js';
import type { CandidateFinding } from '../findings/finding.js';
import { kindOf } from './analyzer-category.js';
import type { ReportFormat, ReportResult } from './analyzer-report.js';
import type { AnalyzerSetting } from './analyzer-setting.js';
import { severityOf } from './analyzer-severity.js';
import { normalizeReportPath } from './normalize-report-path.js';

/** Imported findings carry the team's own configuration of its tools: sure enough to pass the default min-confidence (80). */
export const ANALYZER_CONFIDENCE = 90;
/** A description is a message, not a document: past this it is cut. */
const MESSAGE_CHARS = 2_000;

/** The tool a report of a format comes from when neither the analyzer nor the report names one. */
const FORMAT_TOOL: Readonly<Record<ReportFormat, string>> = {
  sarif: 'sarif',
  'eslint-json': 'eslint',
  'ruff-json': 'ruff',
  checkstyle: 'checkstyle',
  rdjson: 'rdjson',
  rdjsonl: 'rdjson',
};

/** What the import kept and why it left the rest out, per analyzer. */
export interface ImportCounts {
  /** Results in the reports. */
  results: number;
  /** Findings made of them. */
  imported: number;
  /** On files the change did not touch, or outside the repository. */
  outside_change: number;
  /** In a changed file, on lines the analyzer's diff filter leaves out. */
  outside_filter: number;
  /** In files the review leaves out (`exclude`, `include`, the default exclusions, generated files). */
  excluded: number;
  /** Of rules the analyzer's settings turn off. */
  rules_off: number;
}

export interface ImportContext {
  /** The repository's root, to make absolute paths relative. */
  root: string;
  /** Every file the change touched, by path. */
  changed: ReadonlyMap<string, DiffFile>;
  /** Whether the review leaves a path out (excluded by config or by default, not included, generated). */
  leftOut: (path: string) => boolean;
}

/**
 * Pure: an analyzer's results as Sextant's candidate findings. Paths are made repository paths, the
 * diff filter decides what is kept (and everything left out is counted by why), the tool and its rule
 * become the rule id (`eslint/no-unused-vars`), the severity follows the analyzer's mapping, and the
 * tool's own fingerprint, when it gives one, becomes the finding's identity.
 */
export function importReportResults(
  results: readonly ReportResult[],
  setting: Pick<AnalyzerSetting, 'name' | 'filter' | 'severity' | 'rules'>,
  format: ReportFormat,
  context: ImportContext,
): { candidates: CandidateFinding[]; counts: ImportCounts } {
  const counts: ImportCounts = { results: results.length, imported: 0, outside_change: 0, outside_filter: 0, excluded: 0, rules_off: 0 };
  const changedPaths = new Set(context.changed.keys());
  const lines = new Map<string, ReadonlySet<number>>();
  const keptLines = (file: DiffFile): ReadonlySet<number> => {
    const cached = lines.get(file.path);
    if (cached) return cached;
    const computed = setting.filter === 'added' ? addedLines(file) : commentableLines(file, 'RIGHT');
    lines.set(file.path, computed);
    return computed;
  };
  const candidates: CandidateFinding[] = [];
  for (const result of results) {
    const path = normalizeReportPath(result.path, context.root, changedPaths);
    const file = path === undefined ? undefined : context.changed.get(path);
    if (path === undefined || (!file && setting.filter !== 'nofilter') || file?.status === 'deleted') {
      counts.outside_change++;
      continue;
    }
    if (context.leftOut(path)) {
      counts.excluded++;
      continue;
    }
    const line = result.line;
    const lineFiltered = setting.filter === 'added' || setting.filter === 'diff-context';
    if (lineFiltered && (line === undefined || !file || !keptLines(file).has(line))) {
      counts.outside_filter++;
      continue;
    }
    const severity = severityOf(result, setting);
    if (severity === 'off') {
      counts.rules_off++;
      continue;
    }
    const tool = toolName(setting.name ?? result.tool ?? FORMAT_TOOL[format]);
    const rule = ruleName(result.ruleId);
    const { dimension, category } = kindOf(result);
    candidates.push(
      candidateFinding({
        agent: tool,
        dimension,
        severity,
        confidence: ANALYZER_CONFIDENCE,
        category,
        category_detail: kebabCase(rule).slice(0, 64) || 'result',
        rule_id: `${tool}/${rule}`,
        file: path,
        line: line ?? 1,
        // A result with no line is put on the first: its end and column would point elsewhere.
        end_line: line === undefined ? undefined : result.endLine,
        column: line === undefined ? undefined : result.column,
        description: result.message.trim().slice(0, MESSAGE_CHARS) || `${tool} reports ${rule}`,
        recommendation: '',
        references: result.helpUri ? [result.helpUri] : undefined,
        auto_fixable: false,
        source: 'analyzer',
        external_fingerprint: result.fingerprint ? createHash('sha256').update(`${tool}\0${result.fingerprint}`).digest('hex').slice(0, 32) : undefined,
      }),
    );
  }
  counts.imported = candidates.length;
  return { candidates, counts };
}

/**
 * A tool's name as the tool part of rule ids and the reporter of findings: the first word, kebab-case
 * (`ESLint` → `eslint`, `Semgrep OSS` → `semgrep`, `golangci-lint` stays). Never one of the agents' names.
 */
export function toolName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const kebab = kebabCase(first).slice(0, 40).replace(/-+$/, '');
  const named = (/^[a-z]/.test(kebab) ? kebab : `tool-${kebab}`).slice(0, 40).replace(/-+$/, '');
  return (AGENT_NAMES as readonly string[]).includes(named) ? `${named}-tool` : named;
}

/** The tool's rule id within the characters rule ids allow (see rule-id.ts); `result` when the tool names none. */
function ruleName(ruleId: string | undefined): string {
  const safe = (ruleId ?? '')
    .replace(/[^A-Za-z0-9._@:+/-]+/g, '-')
    .replace(/^[^A-Za-z0-9@]+/, '')
    .slice(0, 120);
  return safe || 'result';
}
