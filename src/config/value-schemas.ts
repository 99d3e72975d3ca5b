import { z } from 'zod';

/** The small schemas the settings' values are read with, shared by the settings table and the config file's sections. */

/** A list given as one string (comma- or newline-separated) or as a YAML list: trimmed, empty items dropped. */
export const list = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : splitList(value)).map((item) => item.trim()).filter((item) => item.length > 0));

/** Items are separated by newlines or commas, but a comma inside braces belongs to a glob: `src/{a,b}/**` is one item. */
export function splitList(value: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of value) {
    if (character === '{') depth += 1;
    else if (character === '}') depth = Math.max(0, depth - 1);
    if (character === '\n' || (character === ',' && depth === 0)) {
      items.push(current);
      current = '';
      depth = 0;
    } else current += character;
  }
  return [...items, current];
}
export const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** A severity as people write it (`HIGH`, ` High`): read case-insensitively, stored lower case. */
export const severity = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(values));
export const text = z.string().trim().min(1);
