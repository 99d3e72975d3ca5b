import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { load as loadYaml } from 'js-yaml';
import { renderConfigFileJsonSchema, SCHEMA_FILE } from '../src/config/config-file-schema.js';
import { parseSettings } from '../src/config/parse-settings.js';
import { documentationText } from './support/documentation.js';

const committed = readFileSync(SCHEMA_FILE, 'utf8');
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(committed) as object);

/** The documented config example (docs/configuration.md): the YAML block that starts with the yaml-language-server line. */
function readmeExample(): string {
  const match = /```yaml\n(# yaml-language-server: \$schema=\S+\/sextant\.schema\.json\n[\s\S]*?)```/.exec(documentationText());
  if (!match?.[1]) throw new Error('the documentation has no config example with a yaml-language-server line');
  return match[1];
}

function warnsOrRefuses(configText: string): boolean {
  try {
    return parseSettings({ inputs: {}, configText }).warnings.length > 0;
  } catch {
    return true;
  }
}

describe('sextant.schema.json', () => {
  it('is what `npm run schema` generates from the settings schema (run it after changing a setting)', () => {
    expect(committed).toBe(renderConfigFileJsonSchema());
  });

  it("accepts the documentation's example, which parseSettings also takes without a warning", () => {
    const text = readmeExample();
    expect(validate(loadYaml(text))).toBe(true);
    expect(parseSettings({ inputs: {}, configText: text }).warnings).toEqual([]);
  });

  it('accepts custom agents, agent overrides and every form of a rule setting', () => {
    const config = {
      'review-drafts': true,
      agents: 'code-reviewer, migration-reviewer',
      'custom-agents': [{ name: 'migration-reviewer', focus: 'migrations', dimension: 'correctness', instructions: 'Check rollbacks.' }],
      'agent-overrides': { 'code-reviewer': { 'min-confidence': 90, 'auto-fixable': false } },
      rules: { 'review/eval': 'off', 'review/debugger': false, 'test/focused-test': { severity: 'critical', paths: ['src/**'] } },
    };
    expect(validate(config)).toBe(true);
    expect(() => parseSettings({ inputs: {}, configText: JSON.stringify(config) })).not.toThrow();
  });

  it.each([
    ['an unknown key', { 'fail-onn': 'high' }],
    ['a key only a workflow may set', { 'api-key': 'x' }],
    ['a severity that does not exist', { 'fail-on': 'severe' }],
    ['a number out of range', { 'min-confidence': 101 }],
    ['an unknown rule id', { rules: { 'review/evall': 'off' } }],
    ['a custom agent without instructions', { 'custom-agents': [{ name: 'x', focus: 'y', dimension: 'security' }] }],
  ])('rejects %s, as parseSettings warns about or refuses it', (_, config) => {
    expect(validate(config)).toBe(false);
    expect(warnsOrRefuses(JSON.stringify(config))).toBe(true);
  });
});
