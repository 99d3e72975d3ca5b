/** How many placeholders a format takes against how many arguments a call gives, in words for the message. */
export function countMismatch(
  wanted: number,
  given: number,
  noun: string,
  giver = 'the call gives',
): { wanted: string; given: string; tooFew: boolean } | undefined {
  if (wanted === given) return undefined;
  const plural = (count: number): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return { wanted: plural(wanted), given: `${giver} ${plural(given)}`, tooFew: given < wanted };
}
