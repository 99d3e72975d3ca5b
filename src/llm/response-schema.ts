import type { JSONSchema7 } from 'ai';
import { z } from 'zod';

/** What a structured model call must return: the schema sent to the provider, and the check of the reply. */
export interface ResponseSchema<T> {
  /** Names the output for providers that use it (a JSON-schema or tool name). */
  name: string;
  description: string;
  /** Sent to the provider. Every property is required (nullable where optional), as OpenAI's strict mode demands. */
  jsonSchema: JSONSchema7;
  /** Checks a parsed reply. Lenient where models differ harmlessly (a missing optional field, "High" for "high"). */
  reply: z.ZodType<T>;
}

export function defineResponseSchema<T>(options: { name: string; description: string; strict: z.ZodType; reply: z.ZodType<T> }): ResponseSchema<T> {
  let jsonSchema: JSONSchema7 | undefined;
  return {
    name: options.name,
    description: options.description,
    // Made on first use: a static review loads these modules but never sends a schema.
    get jsonSchema() {
      return (jsonSchema ??= z.toJSONSchema(options.strict, { target: 'draft-7' }) as JSONSchema7);
    },
    reply: options.reply,
  };
}

/** Accepts "High" or " high " for an enum of lowercase words. */
export function lowercaseEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(values));
}
