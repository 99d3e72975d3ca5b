import type { Node } from 'web-tree-sitter';

/**
 * Shared parts of the checks of `silent-failure/made-up-fallback`: a handler that throws the error away and hands
 * the caller a value that looks like a real answer (`[]`, `0`, `{}`, `null`, an HTTP 200 with an empty
 * body), so "the database is down" reads as "there is nothing".
 */

/** Confidence when the handler does nothing but produce the fallback (or logs only at debug level) after real work. */
export const CLEAR_FALLBACK_CONFIDENCE = 85;
/** The error is logged where someone will see it, or the guarded code only parses: the fallback may be deliberate. */
const WEAK_FALLBACK_CONFIDENCE = 70;

/**
 * Functions whose contract is a fallback: `tryParse`, `safeGet`, `isReachable`, `hasAccess`,
 * `parseDate`: returning false/null/a default on error is what their name promises.
 */
const FALLBACK_BY_NAME = /^(try|safe|maybe|attempt|is|has|can|should|check|exists|validate|parse|supports?|detect|probe|guess)([A-Z_]|$)/;

/** Log levels that hide a message in production: logging there is not telling anyone. */
export const HIDDEN_LOG_LEVEL = /^(debug|trace|verbose|silly|Debug|Debugf|Debugw|Debugln|Trace|Tracef|Tracew)$/;

/** Whether `name` appears as an identifier anywhere under `node`. */
export function mentions(node: Node, name: string): boolean {
  return (node.type === 'identifier' && node.text === name) || node.descendantsOfType('identifier').some((identifier) => identifier.text === name);
}

/** `try { …; return true; } catch { return false; }`: a boolean that answers "did it work?" is a result, not a made-up value. */
function returnsBooleanStatus(tryBody: Node): boolean {
  return tryBody.descendantsOfType('return_statement').some((statement) => ['true', 'false'].includes(statement.namedChildren[0]?.type ?? ''));
}

/** Whether the function promises the fallback: by its name, or by answering whether the guarded work succeeded with a boolean. */
export function promisedFallback(functionName: string, booleanFallback: boolean, tryBody: Node): boolean {
  return FALLBACK_BY_NAME.test(functionName) || (booleanFallback && returnsBooleanStatus(tryBody));
}

/**
 * How sure a fallback is a hidden failure, from the methods of the logging calls before it: clear when no log
 * anyone sees records the error, no comment explains it, and the value is not a bare "nothing" (`null`, `None`:
 * often a documented answer) unless a debug-level log hid the error.
 */
export function fallbackConfidence(logMethods: readonly string[], explained: boolean, nothing: boolean): number {
  const visibleLog = logMethods.some((method) => !HIDDEN_LOG_LEVEL.test(method));
  const hiddenLog = logMethods.length > 0 && !visibleLog;
  return !visibleLog && !explained && (!nothing || hiddenLog) ? CLEAR_FALLBACK_CONFIDENCE : WEAK_FALLBACK_CONFIDENCE;
}
