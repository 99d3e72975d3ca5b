/**
 * Current tokenizers average 3.5 to 4 characters per token on code and English; dividing by the lower
 * figure over-estimates a little, so a batch planned to fit the budget does fit.
 */
const CHARS_PER_TOKEN = 3.5;

/** A provider-independent estimate of the tokens in `text`, for budgeting before a call is made. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
