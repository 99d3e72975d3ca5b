import type { Finding } from '../findings/finding.js';
import { countOccurrences } from './file-edit.js';
import type { FileEdit } from './file-edit.js';

type Suggestion = Pick<NonNullable<Finding['suggestion']>, 'start_line' | 'end_line' | 'replacement'>;

/**
 * Pure: a fix as a suggestion on the head's lines (the caller says whether it is verified). Only a
 * single edit that matches the original text exactly once can be expressed as one committable suggestion.
 */
export function suggestionFromEdits(edits: readonly FileEdit[], original: string | undefined): Suggestion | undefined {
  const [edit] = edits;
  if (edits.length !== 1 || !edit || original === undefined || edit.search === '') return undefined;
  if (countOccurrences(original, edit.search) !== 1) return undefined;
  const startLine = original.slice(0, original.indexOf(edit.search)).split('\n').length;
  const searchLines = edit.search.replace(/\n$/, '').split('\n').length;
  return { start_line: startLine, end_line: startLine + searchLines - 1, replacement: edit.replace.replace(/\n$/, '') };
}
