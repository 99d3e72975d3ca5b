import { excerpt } from '../../../excerpt.js';
import type { RuleDefinition } from '../../../rule-definition.js';
import type { Node } from 'web-tree-sitter';

/**
 * Upper-case markers only (lower-case "todo" is usually prose), opening a line of the comment as a word
 * of their own: `XXX-XXX` (a format mask), `'XXX'` (a string in commented code) and `~/.cache/XXX/` (a
 * path in an example) are not markers.
 */
const TODO_MARKER = /(?<=(?:^|\n)[^\S\n]*[/*#!-]*[^\S\n]*)(TODO|FIXME|XXX|HACK)(?=[:(\s]|$)/;

/** `#123`, `owner/repo#123`, `ABC-123`, or a link. */
const ISSUE_REFERENCE = /#\d+|\b[A-Z][A-Z0-9]+-\d+\b|https?:\/\//;

/** `TODO(maria):`, `FIXME(@sam)`, `TODO @sam`: someone owns the note. */
const OWNER = /^(TODO|FIXME|XXX|HACK)\s*(\(\s*@?[\w.-]+\s*\)|@[\w.-]+)/;

/** Consecutive line comments read as one note; a reference on the next line counts. */
const MAX_CONTINUATION_LINES = 3;

/** The text of a comment plus the line comments that directly follow it. */
function noteText(comment: Node): string {
  const parts = [comment.text];
  let previous = comment;
  for (let next = comment.nextSibling; next && parts.length <= MAX_CONTINUATION_LINES; next = next.nextSibling) {
    if (next.type !== 'comment' || next.startPosition.row !== previous.endPosition.row + 1) break;
    parts.push(next.text);
    previous = next;
  }
  return parts.join('\n');
}

/** The check of `comment/todo-without-issue`: the same in every language, whose comments are all `(comment)` nodes. */
export const checkTodoNote: NonNullable<RuleDefinition['check']> = ({ target }) => {
  const marker = TODO_MARKER.exec(target.text);
  if (!marker || ISSUE_REFERENCE.test(noteText(target)) || OWNER.test(target.text.slice(marker.index))) return false;
  const before = target.text.slice(0, marker.index);
  const lineOffset = before.split('\n').length - 1;
  const lineStart = before.lastIndexOf('\n') + 1;
  const column = lineOffset === 0 ? target.startPosition.column + marker.index + 1 : marker.index - lineStart + 1;
  const note =
    target.text
      .slice(marker.index)
      .split('\n', 1)[0]
      ?.replace(/\*\/\s*$/, '') ?? '';
  return {
    line: target.startPosition.row + 1 + lineOffset,
    column,
    details: { marker: marker[1] ?? 'TODO', note: excerpt(note, 80) },
  };
};

/** TODO_MARKER needs one of its markers. */
export const TODO_GATE = /TODO|FIXME|XXX|HACK/;
