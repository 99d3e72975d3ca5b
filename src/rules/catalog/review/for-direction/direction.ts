/** Which way the condition needs the counter to move: up for `i < n`, down for `i > n` (turned around for `n > i`). */
export function neededDirection(operator: string, counterOnLeft: boolean): 1 | -1 | undefined {
  const up = operator === '<' || operator === '<=';
  const down = operator === '>' || operator === '>=';
  if (!up && !down) return undefined;
  return up === counterOnLeft ? 1 : -1;
}

/** Which way `+= step` (or `-= step`, `sign` -1) moves the counter, when the step is a number literal. */
export function stepDirection(sign: 1 | -1, step: string): 1 | -1 | undefined {
  const value = Number(step.replace(/_/g, ''));
  if (!Number.isFinite(value) || value === 0) return undefined;
  return value * sign > 0 ? 1 : -1;
}
