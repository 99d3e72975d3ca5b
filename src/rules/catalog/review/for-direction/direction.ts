import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';

/** The counter a loop's update moves, and which way. */
export interface CounterUpdate {
  counter: string;
  direction: 1 | -1;
}

/** Which way the condition needs the counter to move: up for `i < n`, down for `i > n` (turned around for `n > i`). */
function neededDirection(operator: string, counterOnLeft: boolean): 1 | -1 | undefined {
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

/** The finding when the update moves the counter away from what the loop's condition `condition` waits for. */
export function wrongDirectionHit(condition: Node, update: Node, counterUpdate: CounterUpdate): RuleHit | false {
  const { counter, direction } = counterUpdate;
  const counterOnLeft = condition.childForFieldName('left')?.text === counter;
  if (!counterOnLeft && condition.childForFieldName('right')?.text !== counter) return false;
  const needed = neededDirection(condition.childForFieldName('operator')?.text ?? '', counterOnLeft);
  if (needed === undefined || needed === direction) return false;
  return { details: { condition: excerpt(condition.text, 40), update: excerpt(update.text, 20), counter } };
}
