/**
 * What `length <operator> 0` (or `0 <operator> length`, with `lengthOnLeft` false) always is, or undefined when
 * it can vary. Only these four comparisons are constant for a value that is never negative.
 */
export function alwaysValue(operator: string, lengthOnLeft: boolean): 'true' | 'false' | undefined {
  const normal = lengthOnLeft ? operator : ({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as Record<string, string>)[operator];
  if (normal === '<') return 'false';
  if (normal === '>=') return 'true';
  return undefined;
}
