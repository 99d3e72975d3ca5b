/**
 * Whether a print call reads as debugging rather than output meant for a user: text that says so
 * (`"here"`, `">>>"`, `"DEBUG"`, `f"{x=}"`), values with no text at all (`print(user)`), or a short
 * label followed by values (`print("subtotal", subtotal)`).
 */
export function looksLikeDebugOutput(strings: readonly string[], valueCount: number): boolean {
  if (strings.length === 0) return valueCount > 0;
  if (strings.some((text) => DEBUG_TEXT.test(text) || SELF_DOCUMENTING.test(text))) return true;
  return valueCount > 0 && strings.every((text) => LABEL.test(text));
}

const DEBUG_TEXT = /\b(debug|here|got here|reached|xxx|wtf|dbg)\b|>>>|<<<|={3,}|\*{3,}|-{2,}>/i;
/** Python's `f"{value=}"` prints the expression and its value: a debugging aid by design. */
const SELF_DOCUMENTING = /\{[^{}:!]+=\s*(![rsa])?(:[^{}]*)?\}/;
/** A quoted label of one or two words, optionally ending in `:` or `=`: `"user"`, `'importing row'`, `"total:"`. */
const LABEL = /^[a-z]*["'`]\s*[\w.-]+(\s[\w.-]+)?\s*[:=]?\s*["'`]$/i;
