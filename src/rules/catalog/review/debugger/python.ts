import { excerpt } from '../../../excerpt.js';
import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** The calls that stop at a debugger prompt, as a regular expression source. */
const DEBUGGER_CALL = 'breakpoint|(pdb|ipdb|pudb)[.]set_trace';

const DEBUGGER_LINE = /^\s*(?:import (?:i?pdb|pudb)\s*;\s*)?(?:breakpoint\(\)|(?:i?pdb|pudb)\.set_trace\(\))\s*(?:#.*)?$/;

function indentOf(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}

/** The nearest line before/after `line` (1-based) that holds code, skipping blanks and comments. */
function codeLineNear(lines: readonly string[], line: number, step: 1 | -1): string | undefined {
  for (let index = line - 1 + step; index >= 0 && index < lines.length; index += step) {
    const text = lines[index] ?? '';
    if (text.trim() !== '' && !text.trim().startsWith('#')) return text;
  }
  return undefined;
}

/**
 * Removes a `breakpoint()` / `pdb.set_trace()` line. A block cannot be empty in Python, so when the
 * call is the only statement of its block (the line above opens it, the line below dedents) it becomes `pass`.
 */
function removeDebuggerLine(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  if (!DEBUGGER_LINE.test(text)) return undefined;
  const indent = indentOf(text);
  const before = codeLineNear(target.lines, target.line, -1);
  const after = codeLineNear(target.lines, target.line, 1);
  const opensBlock = before !== undefined && indentOf(before) < indent && /:\s*(#.*)?$/.test(before);
  const closesBlock = after === undefined || indentOf(after) < indent;
  const replacement = opensBlock && closesBlock ? [`${text.slice(0, indent)}pass`] : [];
  return { startLine: target.line, endLine: target.line, replacement };
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: '`{{target}}` left in the code: the program stops at an interactive debugger prompt here.',
    recommendation: 'Remove the debugger call.',
  }),
  query: `(call function: [(identifier) (attribute)] @callee
      (#match? @callee "^(${DEBUGGER_CALL})$")) @target`,
  // The query requires the callee's text to be one of these calls.
  textGate: new RegExp(DEBUGGER_CALL),
  check: ({ target }) => ({ details: { target: excerpt(target.text, 40) } }),
  fix: removeDebuggerLine,
  examples: {
    match: [
      'def pay(order):\n    breakpoint()\n    return submit(order)',
      'import pdb; pdb.set_trace()',
      'if retries > 3:\n    import ipdb\n    ipdb.set_trace()',
    ],
    noMatch: ['def set_trace(path):\n    return path', 'tracer.set_trace(span)'],
  },
};
