// Writes docs/configuration-reference.md from sextant.schema.json: every key of the config file with its
// type, default, allowed values and description, nested keys included. `npm run schema` runs it after
// write-schema.mjs, so the schema and its reference change together.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSlugger } from './check-links.mjs';

export const SCHEMA_PATH = 'sextant.schema.json';
export const REFERENCE_PATH = 'docs/configuration-reference.md';
const TITLE = 'Configuration reference';

/** The schema a `$ref` names (only local `#/$defs/…` references occur), else the schema itself. */
function resolveRef(root, schema) {
  const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref ?? '')?.[1];
  return name ? root.$defs[name] : schema;
}

/** The alternatives a value may take: the branches of an `anyOf`/`oneOf`, or the schema alone. */
function branches(root, schema) {
  const resolved = resolveRef(root, schema);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  return alternatives ? alternatives.flatMap((branch) => branches(root, branch)) : [resolved];
}

function typeName(root, schema) {
  if (schema.const !== undefined) return typeof schema.const;
  if (schema.type === 'array') {
    const items = typeOf(root, schema.items ?? {});
    return items.includes(' ') ? `list of (${items})` : `list of ${items}s`;
  }
  if (schema.type === 'object') return 'mapping';
  return schema.type ?? 'any';
}

/** A value's type in words: `string`, `integer`, `string or list of strings`, `mapping`. */
export function typeOf(root, schema) {
  return [...new Set(branches(root, schema).map((branch) => typeName(root, branch)))].join(' or ');
}

const code = (value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** What a value may be beyond its type: listed values, a range, a pattern, a minimum length. */
export function allowedOf(root, schema) {
  const parts = branches(root, schema).flatMap((branch) => {
    if (branch.const !== undefined) return [code(branch.const)];
    if (branch.enum) return branch.enum.map(code);
    const limits = [];
    if (branch.minimum !== undefined && branch.maximum !== undefined) limits.push(`${branch.minimum} to ${branch.maximum}`);
    else if (branch.minimum !== undefined) limits.push(`at least ${branch.minimum}`);
    else if (branch.maximum !== undefined) limits.push(`at most ${branch.maximum}`);
    if (branch.pattern) limits.push(`matching ${code(branch.pattern)}`);
    if (branch.maxLength !== undefined) limits.push(`at most ${branch.maxLength} characters`);
    if (branch.minItems) limits.push(`at least ${branch.minItems} item${branch.minItems === 1 ? '' : 's'}`);
    const values = branch.additionalProperties;
    if (branch.type === 'object' && values && typeof values === 'object' && !nestedObjects(root, values).length) {
      limits.push(`each value ${allowedOf(root, values) || typeOf(root, values)}`);
    }
    return limits;
  });
  return [...new Set(parts)].join(' · ');
}

function defaultOf(schema) {
  if (schema.default === undefined) return '';
  if (Array.isArray(schema.default)) return schema.default.length === 0 ? '`[]` (none)' : schema.default.map(code).join(', ');
  return code(schema.default);
}

/** Text for one table cell: no line breaks, pipes escaped, empty as a dash. */
const cell = (text) =>
  text
    ? String(text)
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\|/g, '\\|')
    : '—';

/** The objects a value holds whose keys are named: the value itself, a list's items, a map's values. */
function nestedObjects(root, schema) {
  return branches(root, schema).flatMap((branch) => {
    if (branch.type === 'array' && branch.items) return nestedObjects(root, branch.items).map((nested) => ({ ...nested, suffix: `[]${nested.suffix}` }));
    if (branch.type !== 'object') return [];
    const found = [];
    if (branch.properties) found.push({ schema: branch, suffix: '' });
    if (branch.additionalProperties && typeof branch.additionalProperties === 'object') {
      found.push(...nestedObjects(root, branch.additionalProperties).map((nested) => ({ ...nested, suffix: `.<name>${nested.suffix}` })));
    }
    return found;
  });
}

/** The Markdown reference of a config-file JSON Schema. */
export function renderConfigReference(root) {
  const sections = [];
  const rendered = new Set();
  const describe = (path, object, about) => {
    if (rendered.has(object)) return;
    rendered.add(object);
    const required = new Set(object.required ?? []);
    const rows = [];
    const children = [];
    const seenRefs = new Map();
    for (const [key, property] of Object.entries(object.properties)) {
      const resolved = resolveRef(root, property);
      rows.push([
        `\`${key}\`${required.has(key) ? ' (required)' : ''}`,
        typeOf(root, property),
        defaultOf(resolved),
        allowedOf(root, property),
        resolved.description ?? property.description ?? '',
      ]);
      // Keys that share one definition (every rule id's setting) are described once, under a wildcard.
      const childPath = property.$ref ? `${path}.<${path === 'rules' ? 'rule id' : 'key'}>` : `${path ? `${path}.` : ''}${key}`;
      if (property.$ref && seenRefs.has(property.$ref)) continue;
      seenRefs.set(property.$ref, true);
      for (const nested of nestedObjects(root, property))
        children.push({ path: `${childPath}${nested.suffix}`, schema: nested.schema, about: resolved.description });
    }
    const heading = path ? `## \`${path}\`` : '## Top-level keys';
    const lead = about ? [cell(about), ''] : [];
    // Nested keys have no descriptions of their own: their parent's, above the table, says what they mean.
    const columns = rows.some((row) => row[4]) ? 5 : 4;
    const table = [
      ['Key', 'Type', 'Default', 'Allowed values', 'Description'],
      Array(5).fill('---'),
      ...rows.map((row) => row.map((text, index) => (index === 0 ? text : cell(text)))),
    ];
    sections.push([heading, '', ...lead, ...table.map((row) => `| ${row.slice(0, columns).join(' | ')} |`)].join('\n'));
    for (const child of children) describe(child.path, child.schema, child.about);
  };
  describe('', root, '');
  const slug = createSlugger();
  slug(TITLE);
  const contents = sections.map((section) => section.split('\n')[0].replace(/^## /, '')).map((title) => `- [${title}](#${slug(title)})`);
  return [
    `<!-- Generated by scripts/write-config-docs.mjs from ${SCHEMA_PATH}: run \`npm run schema\` after changing a setting. -->`,
    `# ${TITLE}`,
    '',
    `${root.title}. ${root.description} How the keys work together: [configuration.md](configuration.md).`,
    '',
    '**Contents**',
    '',
    ...contents,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(REFERENCE_PATH, renderConfigReference(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8'))));
  console.log(`wrote ${REFERENCE_PATH}`);
}
