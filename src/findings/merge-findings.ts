import type { ReviewerName } from '../agents/agent-names.js';
import { normalizeCategory } from './category-vocabulary.js';
import { fingerprintFindings } from './fingerprint.js';
import { DIMENSION_PREFIX, severityRank } from './finding.js';
import type { CandidateFinding, Finding } from './finding.js';

interface MergeResult {
  findings: Finding[];
  /** Reports folded into another agent's finding for the same problem. */
  duplicates: number;
  /** Reports under the confidence threshold. */
  belowConfidence: number;
}

/**
 * Drops what is under `minConfidence`, puts categories into the shared vocabulary, folds reports of the
 * same problem — by static rules and models, by several agents — into the most severe (then most
 * confident) one, and assigns ids by dimension in a stable order. The kept finding lists the other
 * agents, takes the highest confidence reported, and keeps a static twin's rule id (so its ignore
 * comment and muting still work when a model's wording won).
 */
export function mergeFindings(candidates: readonly CandidateFinding[], minConfidence: number): MergeResult {
  const confident = candidates.filter((finding) => finding.confidence >= minConfidence).map(withNormalizedCategory);
  const ranked = [...confident].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || b.confidence - a.confidence || compareLocation(a, b),
  );
  type Kept = CandidateFinding & { also_reported_by?: ReviewerName[] };
  const kept: Kept[] = [];
  // Twins share a file, so only that file's findings are compared: large changes stay linear-ish.
  const keptByFile = new Map<string, Kept[]>();
  for (const finding of ranked) {
    const sameFile = keptByFile.get(finding.file) ?? [];
    keptByFile.set(finding.file, sameFile);
    const twin = sameFile.find((existing) => isSameProblem(existing, finding));
    if (!twin) {
      const copy = { ...finding };
      kept.push(copy);
      sameFile.push(copy);
    } else {
      if (twin.agent !== finding.agent && !twin.also_reported_by?.includes(finding.agent)) {
        twin.also_reported_by = [...(twin.also_reported_by ?? []), finding.agent];
      }
      for (const agent of (finding as Kept).also_reported_by ?? []) {
        if (agent !== twin.agent && !twin.also_reported_by?.includes(agent)) twin.also_reported_by = [...(twin.also_reported_by ?? []), agent];
      }
      twin.confidence = Math.max(twin.confidence, finding.confidence);
      if (!twin.rule_id && finding.rule_id) {
        twin.rule_id = finding.rule_id;
        if (finding.column !== undefined && twin.column === undefined && twin.line === finding.line) twin.column = finding.column;
      }
    }
  }
  kept.sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || compareLocation(a, b));
  const fingerprints = fingerprintFindings(kept);
  const counters = new Map<string, number>();
  const findings = kept.map((finding, index): Finding => {
    const prefix = DIMENSION_PREFIX[finding.dimension];
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return { ...finding, id: `${prefix}-${String(next).padStart(3, '0')}`, fingerprint: fingerprints[index] ?? '' };
  });
  return { findings, duplicates: confident.length - kept.length, belowConfidence: candidates.length - confident.length };
}

function compareLocation(a: CandidateFinding, b: CandidateFinding): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.category.localeCompare(b.category);
}

/** The finding with its category in the vocabulary, its own word kept as the detail. */
function withNormalizedCategory(finding: CandidateFinding): CandidateFinding {
  const { category, detail } = normalizeCategory(finding.category);
  const kept = finding.category_detail ?? detail;
  const { category_detail: _detail, ...rest } = finding;
  return { ...rest, category, ...(kept ? { category_detail: kept } : {}) };
}

/** What makes two categories one kind of problem: the vocabulary's word, or for `other` the reporter's own word too. */
function problemKind(finding: CandidateFinding): string {
  const { category, detail } = normalizeCategory(finding.category);
  return category === 'other' ? `other:${finding.dimension}:${finding.category_detail ?? detail ?? ''}` : category;
}

/** Same file, overlapping lines, and the same kind of problem (rule, normalised category, or near-identical wording). */
export function isSameProblem(a: CandidateFinding, b: CandidateFinding): boolean {
  if (a.file !== b.file) return false;
  const overlaps = a.line <= (b.end_line ?? b.line) && b.line <= (a.end_line ?? a.line);
  if (!overlaps) return false;
  // Two findings that each name what they are about (two keys on a line) are two problems.
  if (a.external_fingerprint && b.external_fingerprint && a.external_fingerprint !== b.external_fingerprint) return false;
  if (a.rule_id && a.rule_id === b.rule_id) return true;
  if (problemKind(a) === problemKind(b)) return true;
  return a.dimension === b.dimension && wordOverlap(a.description, b.description) >= SAME_WORDING;
}

/** Jaccard similarity above which two descriptions of one spot are taken to describe one problem. */
const SAME_WORDING = 0.6;

function wordOverlap(a: string, b: string): number {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9_]{3,}/g) ?? []);
  const left = words(a);
  const right = words(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}
