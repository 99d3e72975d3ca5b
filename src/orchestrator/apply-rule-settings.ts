import picomatch from 'picomatch';
import type { RuleSetting } from '../config/rule-setting.js';
import type { PathInstruction } from '../config/settings.js';
import type { CandidateFinding } from '../findings/finding.js';

/**
 * The config file's per-rule choices: disabled rules, severity overrides, rules limited to some paths,
 * and rules a path instruction turns off for the files its globs match.
 */
export function applyRuleSettings(
  candidates: readonly CandidateFinding[],
  rules: Readonly<Record<string, RuleSetting>>,
  pathInstructions: ReadonlyArray<Pick<PathInstruction, 'paths' | 'rules'>> = [],
): CandidateFinding[] {
  const offByPath = pathInstructions
    .filter((instruction) => instruction.rules && Object.keys(instruction.rules).length > 0)
    .map((instruction) => ({ off: new Set(Object.keys(instruction.rules ?? {})), matches: picomatch(instruction.paths, { dot: true }) }));
  const matchers = new Map(
    Object.entries(rules)
      .filter(([, setting]) => setting.paths && setting.paths.length > 0)
      .map(([ruleId, setting]) => [ruleId, picomatch(setting.paths ?? [], { dot: true })]),
  );
  const kept: CandidateFinding[] = [];
  for (const finding of candidates) {
    const ruleId = finding.rule_id;
    if (ruleId && offByPath.some((entry) => entry.off.has(ruleId) && entry.matches(finding.file))) continue;
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
