import type { Severity } from '../findings/finding.js';
import type { ReportResult, ToolLevel } from './analyzer-report.js';
import type { AnalyzerSetting } from './analyzer-setting.js';

/** A tool's level as a Sextant severity, unless the analyzer maps it otherwise: an error blocks at `fail-on: high`. */
export const LEVEL_SEVERITY: Readonly<Record<ToolLevel, Severity>> = { error: 'high', warning: 'medium', note: 'low', none: 'info' };

/** GitHub code scanning's bands for `security-severity`: over 9.0 critical, 7.0–8.9 high, 4.0–6.9 medium, below low. */
function securityBand(score: number): Severity {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  return score > 0 ? 'low' : 'info';
}

/**
 * Pure: a result's severity, or `off`. In order: the analyzer's setting for the rule, one severity the
 * analyzer gives every result, the result's `security-severity` (as code scanning ranks it), then its
 * level through the analyzer's mapping (default: error high, warning medium, note low, none info).
 */
export function severityOf(
  result: Pick<ReportResult, 'ruleId' | 'level' | 'securitySeverity'>,
  setting: Pick<AnalyzerSetting, 'severity' | 'rules'>,
): Severity | 'off' {
  const forRule = result.ruleId !== undefined ? setting.rules?.[result.ruleId] : undefined;
  if (forRule !== undefined) return forRule;
  if (typeof setting.severity === 'string') return setting.severity;
  if (result.securitySeverity !== undefined) return securityBand(result.securitySeverity);
  return setting.severity?.[result.level] ?? LEVEL_SEVERITY[result.level];
}
