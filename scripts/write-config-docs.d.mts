/** Types for write-config-docs.mjs (plain JavaScript so that `npm run schema` runs it without a build). */
export const SCHEMA_PATH: string;
export const REFERENCE_PATH: string;
/** The Markdown reference of a config-file JSON Schema. */
export function renderConfigReference(schema: object): string;
