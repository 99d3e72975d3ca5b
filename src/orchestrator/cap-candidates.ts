import { severityRank } from '../findings/finding.js';
import type { CandidateFinding } from '../findings/finding.js';

interface CapLimits {
  perRulePerFile: number;
  perRule: number;
  total: number;
}

const DEFAULT_LIMITS: CapLimits = {
  /**
   * Past this many findings of one rule in one file, the file repeats one pattern: more instances add
   * nothing a reader can act on, and an adversarial change (thousands of identical catch blocks) would
   * otherwise grow the state without bound.
   */
  perRulePerFile: 20,
  /** One rule's findings across the whole change; the rest are counted, not kept. */
  perRule: 200,
  /** Everything the static engine keeps for one review: far more than anyone reads, small enough to store and post. */
  total: 2_000,
};

/** Most severe, then most confident, first: a cap never drops a finding that outranks one it keeps. */
function byImportance(a: CandidateFinding, b: CandidateFinding): number {
  return severityRank(a.severity) - severityRank(b.severity) || b.confidence - a.confidence;
}

function ruleOf(finding: CandidateFinding): string {
  return finding.rule_id ?? `${finding.agent}/${finding.category}`;
}

/**
 * Pure: keeps at most `limits` candidates — per rule and file, per rule, in total — the most important
 * first, and counts what it left out by rule so the summary can say so. Order of the kept ones is kept.
 */
export function capCandidates(
  candidates: readonly CandidateFinding[],
  limits: Partial<CapLimits> = {},
): { kept: CandidateFinding[]; dropped: Map<string, number> } {
  const { perRulePerFile, perRule, total } = { ...DEFAULT_LIMITS, ...limits };
  const perFileCount = new Map<string, number>();
  const perRuleCount = new Map<string, number>();
  const dropped = new Map<string, number>();
  const keep = new Set<CandidateFinding>();
  for (const finding of [...candidates].sort(byImportance)) {
    const rule = ruleOf(finding);
    const fileKey = `${rule}\0${finding.file}`;
    const inFile = perFileCount.get(fileKey) ?? 0;
    const inRule = perRuleCount.get(rule) ?? 0;
    if (inFile >= perRulePerFile || inRule >= perRule || keep.size >= total) {
      dropped.set(rule, (dropped.get(rule) ?? 0) + 1);
      continue;
    }
    perFileCount.set(fileKey, inFile + 1);
    perRuleCount.set(rule, inRule + 1);
    keep.add(finding);
  }
  return { kept: candidates.filter((finding) => keep.has(finding)), dropped };
}

/** One line per capped rule, for the review's warnings. */
export function describeDropped(dropped: ReadonlyMap<string, number>, limits: Partial<CapLimits> = {}): string[] {
  const { perRulePerFile, perRule, total } = { ...DEFAULT_LIMITS, ...limits };
  return [...dropped].map(
    ([rule, count]) =>
      `${rule}: ${count} more finding(s) not listed — at most ${perRulePerFile} per file, ${perRule} per rule and ${total} in all are kept, the most severe first`,
  );
}
