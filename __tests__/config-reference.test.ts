import { readFileSync } from 'node:fs';
import { renderConfigReference, REFERENCE_PATH, SCHEMA_PATH } from '../scripts/write-config-docs.mjs';

interface Schema {
  properties: Record<string, { default?: unknown; enum?: string[] }>;
}

const schema = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as Schema;
const reference = readFileSync(REFERENCE_PATH, 'utf8');

/** The reference's row for a top-level key. */
const rowOf = (text: string, key: string) => text.split('\n').find((line) => line.startsWith(`| \`${key}\` |`)) ?? '';

describe('docs/configuration-reference.md', () => {
  it('is what `npm run schema` writes from sextant.schema.json (run it after changing a setting)', () => {
    expect(reference).toBe(renderConfigReference(schema));
  });

  it('lists every key of the config file with its type, default and allowed values', () => {
    for (const key of Object.keys(schema.properties)) expect(rowOf(reference, key)).not.toBe('');
    expect(rowOf(reference, 'fail-on')).toBe(
      '| `fail-on` | string | `critical` | `critical` · `high` · `medium` · `low` · `info` · `none` | One of critical, high, medium, low, info, none. |',
    );
    expect(rowOf(reference, 'min-confidence')).toContain('| integer | `80` | 0 to 100 |');
    expect(rowOf(reference, 'concurrency')).toContain('| string or integer | `auto` | `auto` · 1 to 32 |');
    expect(reference).toContain('## `custom-agents[]`');
    expect(reference).toContain('| `dimension` (required) | string | — | `correctness` · `security`');
  });

  it('follows the schema: a new key, or a changed default, changes the reference', () => {
    const changed = structuredClone(schema);
    changed.properties['max-comments'] = { ...changed.properties['max-comments'], default: 12 };
    changed.properties['new-key'] = { enum: ['a', 'b'] };
    const rendered = renderConfigReference(changed);
    expect(rendered).not.toBe(reference);
    expect(rowOf(rendered, 'max-comments')).toContain('| `12` |');
    expect(rowOf(rendered, 'new-key')).toContain('`a` · `b`');
  });
});
