import type { NotReviewed } from '../diff/diff-model.js';
import type { FileText } from '../diff/file-text.js';
import { MAX_READ_FILE_BYTES } from '../diff/read-limits.js';

/** Why a changed file the diff shows as text has no text to review at the head. */
export function notReadable(path: string, read: Exclude<FileText, { kind: 'text' }>): NotReviewed {
  if (read.kind === 'too-large') {
    return { path, reason: 'too-large', detail: `${formatMebibytes(read.bytes)} at the head; files over ${formatMebibytes(MAX_READ_FILE_BYTES)} are not read` };
  }
  if (read.kind === 'binary') return { path, reason: 'binary', detail: 'binary content at the head' };
  return { path, reason: 'unreadable', detail: 'its text at the head could not be read' };
}

/** "12.5 MiB": a size for messages. */
function formatMebibytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
