import picomatch from 'picomatch';
import type { RuleSetting } from '../config/settings.js';
import type { CandidateFinding } from '../findings/finding.js';

/** The config file's per-rule choices: disabled rules, severity overrides, rules limited to some paths. */
export function applyRuleSettings(candidates: readonly CandidateFinding[], rules: Readonly<Record<string, RuleSetting>>): CandidateFinding[] {
  const matchers = new Map(
    Object.entries(rules)
      .filter(([, setting]) => setting.paths && setting.paths.length > 0)
      .map(([ruleId, setting]) => [ruleId, picomatch(setting.paths ?? [], { dot: true })]),
  );
  const kept: CandidateFinding[] = [];
  for (const finding of candidates) {
    const setting = finding.rule_id ? rules[finding.rule_id] : undefined;
    if (!setting || !finding.rule_id) {
      kept.push(finding);
      continue;
    }
    if (!setting.enabled) continue;
    const inPaths = matchers.get(finding.rule_id);
    if (inPaths && !inPaths(finding.file)) continue;
    kept.push(setting.severity ? { ...finding, severity: setting.severity } : finding);
  }
  return kept;
}
