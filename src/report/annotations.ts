import type { Finding, Severity } from '../findings/finding.js';
import { findingMessage } from './finding-message.js';
import { compareBySeverity } from './finding-order.js';

type AnnotationLevel = 'error' | 'warning' | 'notice';

/** GitHub shows at most 10 workflow-command annotations of each type per step and drops the rest. */
export const ANNOTATIONS_PER_TYPE_LIMIT = 10;

interface Annotation {
  level: AnnotationLevel;
  file: string;
  startLine: number;
  endLine: number;
  title: string;
  message: string;
}

interface AnnotationsResult {
  /** Errors, then warnings, then notices; the most severe (then most confident) first within each. */
  annotations: Annotation[];
  /** Findings left out per type because of the limit, for the summary to mention. */
  omitted: Record<AnnotationLevel, number>;
}

const LEVEL: Record<Severity, AnnotationLevel> = { critical: 'error', high: 'error', medium: 'warning', low: 'notice', info: 'notice' };
const LEVELS: readonly AnnotationLevel[] = ['error', 'warning', 'notice'];

/** The workflow-command annotations for findings, keeping the most severe of each type within GitHub's limit. */
export function toAnnotations(findings: readonly Finding[], options: { perTypeLimit?: number } = {}): AnnotationsResult {
  const limit = Math.max(0, options.perTypeLimit ?? ANNOTATIONS_PER_TYPE_LIMIT);
  const annotations: Annotation[] = [];
  const omitted: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const sorted = [...findings].sort(compareBySeverity);
  for (const level of LEVELS) {
    const ofLevel = sorted.filter((finding) => LEVEL[finding.severity] === level);
    omitted[level] = Math.max(0, ofLevel.length - limit);
    for (const finding of ofLevel.slice(0, limit)) {
      annotations.push({
        level,
        file: finding.file,
        startLine: finding.line,
        endLine: Math.max(finding.line, finding.end_line ?? finding.line),
        title: `${finding.id}: ${finding.category}`,
        message: findingMessage(finding),
      });
    }
  }
  return { annotations, omitted };
}
