import { createHash } from 'node:crypto';
import type { CandidateFinding } from '../findings/finding.js';
import type { ScanInput } from './scan-input.js';

/**
 * Scans kept per process (a worker, or the main thread across the fix loop's re-reviews), so a file that comes
 * back unchanged is not parsed and matched again. Bounded by files and by findings: an ordinary change keeps
 * all its scans, while a hostile one (hundreds of thousands of findings) keeps only what fits.
 */
const MAX_ENTRIES = 4_096;
const MAX_FINDINGS = 5_000;

const results = new Map<string, readonly CandidateFinding[]>();
let keptFindings = 0;

/**
 * A hash of everything a scan reads: the engine's settings, the path, the text, the changed lines, the file
 * before the change and where each line was in the base (read line by line: they are functions), the gate and
 * the facts. Two scans with the same key find the same.
 */
export function scanKey(settings: string, input: ScanInput): string {
  const hash = createHash('sha256');
  const lineCount = input.content.split('\n').length;
  const mapped = (lineOf: ((line: number) => number | undefined) | undefined): string => {
    if (!lineOf) return '-';
    const rows = new Int32Array(lineCount);
    for (let line = 1; line <= lineCount; line += 1) rows[line - 1] = lineOf(line) ?? -1;
    return Buffer.from(rows.buffer).toString('base64');
  };
  for (const part of [
    settings,
    input.path,
    input.content,
    [...input.changedLines].sort((a, b) => a - b).join(','),
    input.before?.text ?? '-',
    mapped(input.before?.lineBefore),
    mapped(input.lineInBase),
    input.gate ?? '-',
    JSON.stringify(input.facts ?? {}),
  ]) {
    // Each part's length first, so no two different lists of parts hash alike.
    hash.update(`${part.length}:`).update(part);
  }
  return hash.digest('hex');
}

/** The findings a scan with this key made, as a copy the caller may change; undefined when not kept. */
export function cachedScan(key: string): CandidateFinding[] | undefined {
  const found = results.get(key);
  if (!found) return undefined;
  // Most recently used last: the oldest goes first when the cache is full.
  results.delete(key);
  results.set(key, found);
  return structuredClone(found) as CandidateFinding[];
}

export function keepScan(key: string, findings: readonly CandidateFinding[]): void {
  forget(key);
  if (findings.length > MAX_FINDINGS) return;
  results.set(key, structuredClone(findings));
  keptFindings += findings.length;
  // The oldest go first.
  for (const oldest of results.keys()) {
    if (results.size <= MAX_ENTRIES && keptFindings <= MAX_FINDINGS) break;
    forget(oldest);
  }
}

function forget(key: string): void {
  keptFindings -= results.get(key)?.length ?? 0;
  results.delete(key);
}
