import type { DiffFile } from '../diff/diff-model.js';
import type { CandidateFinding } from '../findings/finding.js';
import { languageOf } from '../diff/language.js';
import { sensitiveAreaOf } from './sensitive-area.js';

export interface RiskArea {
  file: string;
  reason: string;
  priority: 'high' | 'medium' | 'low';
}

/** The seed state schema's quick-scan picture of the change. */
export interface ScanSummary {
  risk_areas: RiskArea[];
  /** 0–100: how hard the change is to review (size, branching, files touched). */
  complexity_score: number;
  quick_issues: number;
}

/** Lines changed in one file beyond which it needs a slow, careful read. */
const LARGE_FILE_CHANGE = 300;
const VERY_LARGE_FILE_CHANGE = 1000;
/** Static findings in one file that suggest the whole file needs attention, not just those lines. */
const MANY_FINDINGS = 5;
/** The report lists the riskiest files; a huge change would otherwise list nearly all of them. */
const MAX_RISK_AREAS = 50;

/** Where each complexity component saturates: a change this big is as hard as reviews get. */
const SATURATING_CHANGED_LINES = 2000;
const SATURATING_FILES = 50;
const SATURATING_BRANCHES = 200;
/** Weights of size, spread and branching in the 0–100 score. */
const SIZE_WEIGHT = 40;
const FILES_WEIGHT = 20;
const BRANCH_WEIGHT = 40;

/** Decision points in added code: branch and loop keywords of the supported languages, `&&`, `||`, `??`, ` ? `. */
const BRANCHING = /\b(if|for|while|case|catch|elif|except)\b|&&|\|\||\?\?|\s\?\s/g;
/** Python spells its boolean operators as words. */
const PYTHON_BRANCHING = /\b(if|for|while|elif|except|and|or)\b/g;

const PRIORITY_RANK: Record<RiskArea['priority'], number> = { high: 0, medium: 1, low: 2 };

/** The quick-scan picture of a change: which files to read first, how hard it is to review, how many quick issues. */
export function summarizeScan(files: readonly DiffFile[], findings: readonly CandidateFinding[]): ScanSummary {
  const findingsByFile = new Map<string, CandidateFinding[]>();
  for (const finding of findings) {
    const inFile = findingsByFile.get(finding.file);
    if (inFile) inFile.push(finding);
    else findingsByFile.set(finding.file, [finding]);
  }
  const riskAreas = files
    .flatMap((file) => riskOf(file, findingsByFile.get(file.path) ?? []) ?? [])
    .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.file.localeCompare(b.file))
    .slice(0, MAX_RISK_AREAS);
  return { risk_areas: riskAreas, complexity_score: complexityScore(files), quick_issues: findings.length };
}

function riskOf(file: DiffFile, findings: readonly CandidateFinding[]): RiskArea | undefined {
  const reasons: string[] = [];
  let priority: RiskArea['priority'] = 'low';
  const raise = (to: RiskArea['priority']): void => {
    if (PRIORITY_RANK[to] < PRIORITY_RANK[priority]) priority = to;
  };

  const area = sensitiveAreaOf(file.path);
  if (area) {
    reasons.push(`security-sensitive area (${area})`);
    raise('high');
  }
  const serious = findings.filter((finding) => finding.severity === 'critical' || finding.severity === 'high').length;
  if (serious > 0) {
    reasons.push(`${findings.length} static finding${findings.length === 1 ? '' : 's'}, ${serious} critical or high`);
    raise('high');
  } else if (findings.length >= MANY_FINDINGS) {
    reasons.push(`${findings.length} static findings`);
    raise('medium');
  }
  const changed = file.additions + file.deletions;
  if (file.status !== 'deleted' && changed >= LARGE_FILE_CHANGE) {
    reasons.push(`large change (${changed} lines)`);
    raise(changed >= VERY_LARGE_FILE_CHANGE ? 'high' : 'medium');
  }
  return reasons.length > 0 ? { file: file.path, reason: reasons.join('; '), priority } : undefined;
}

/** 0 at nothing, approaching 1 logarithmically, 1 from `saturation` on. */
function scale(value: number, saturation: number): number {
  return Math.min(1, Math.log1p(value) / Math.log1p(saturation));
}

function complexityScore(files: readonly DiffFile[]): number {
  const changedLines = files.reduce((sum, file) => sum + file.additions + file.deletions, 0);
  let branches = 0;
  for (const file of files) {
    const pattern = languageOf(file.path) === 'python' ? PYTHON_BRANCHING : BRANCHING;
    for (const hunk of file.hunks) {
      for (const line of hunk.lines) {
        if (line.kind === 'add') branches += line.content.match(pattern)?.length ?? 0;
      }
    }
  }
  const score =
    SIZE_WEIGHT * scale(changedLines, SATURATING_CHANGED_LINES) +
    FILES_WEIGHT * scale(files.length, SATURATING_FILES) +
    BRANCH_WEIGHT * scale(branches, SATURATING_BRANCHES);
  return Math.min(100, Math.round(score));
}
