import type { Finding } from '../findings/finding.js';
import type { Redact } from '../redact/create-redactor.js';
import { truncateLongLines } from '../text/truncate-long-lines.js';
import type { CodeContext } from './render-html.js';

/** Lines shown above and below a finding in the HTML report. */
const CONTEXT_LINES = 3;
/** Findings that get code context; past this the page would be megabytes of code. */
const MAX_FINDINGS_WITH_CONTEXT = 500;
/** A page is read, not scrolled sideways for ever: longer lines are cut (git has the full text). */
const CONTEXT_LINE_LIMIT = 400;

/**
 * The head file's lines around each finding and its suggested fix, read through `readFile` once per
 * file. The code is the change's own text: a key it holds would be shown in clear, so each file is
 * redacted whole (a private key spans lines) before it is cut into lines.
 */
export async function collectCodeContext(
  findings: readonly Finding[],
  readFile: (path: string) => Promise<string | undefined>,
  redact: Redact,
): Promise<Record<string, CodeContext>> {
  const files = new Map<string, Promise<string[] | undefined>>();
  const linesOf = (path: string) => {
    let lines = files.get(path);
    if (!lines) {
      lines = readFile(path).then(
        (text) => (text === undefined ? undefined : redact(text).split('\n')),
        () => undefined,
      );
      files.set(path, lines);
    }
    return lines;
  };
  const context: Record<string, CodeContext> = {};
  for (const finding of findings.slice(0, MAX_FINDINGS_WITH_CONTEXT)) {
    const lines = await linesOf(finding.file);
    if (!lines) continue;
    const first = Math.max(1, Math.min(finding.line, finding.suggestion?.start_line ?? finding.line) - CONTEXT_LINES);
    const last = Math.min(lines.length, Math.max(finding.end_line ?? finding.line, finding.suggestion?.end_line ?? finding.line) + CONTEXT_LINES);
    if (first > last) continue;
    context[finding.id] = { start: first, lines: lines.slice(first - 1, last).map((line) => truncateLongLines(line, CONTEXT_LINE_LIMIT)) };
  }
  return context;
}
