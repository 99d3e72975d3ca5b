import type { z } from 'zod';

/** The parts of a zod schema's definition that can hold enumerated words. */
interface Definition {
  type: string;
  entries?: Record<string, unknown>;
  values?: readonly unknown[];
  options?: readonly z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
}

/**
 * Pure: the words a setting's schema accepts, for a "did you mean" on a mistyped value —
 * `severity(…)` gives critical … none, `'auto' or 1–32` gives auto. Empty when the setting takes free text or numbers.
 */
export function enumeratedValues(schema: z.ZodType): string[] {
  const definition = (schema as unknown as { def: Definition }).def;
  switch (definition.type) {
    case 'enum':
      return Object.values(definition.entries ?? {}).filter((value): value is string => typeof value === 'string');
    case 'literal':
      return (definition.values ?? []).filter((value): value is string => typeof value === 'string');
    case 'union':
      return [...new Set((definition.options ?? []).flatMap(enumeratedValues))];
    case 'pipe':
      return [...new Set([definition.in, definition.out].flatMap((part) => (part ? enumeratedValues(part) : [])))];
    default:
      return [];
  }
}
