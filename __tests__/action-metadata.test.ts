import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { SETTING_KEYS } from '../src/config/parse-settings.js';

const action = load(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
  runs: { using: string; main: string };
  inputs: Record<string, { description?: string; default?: string }>;
  outputs: Record<string, { description?: string }>;
};

describe('action.yml', () => {
  it('runs the bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('declares every setting as an input, each with a description', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...SETTING_KEYS].sort());
    expect(Object.values(action.inputs).every((input) => (input.description ?? '').length > 10)).toBe(true);
  });

  it('leaves defaults to Sextant, so the config file can set them (the token aside)', () => {
    expect(
      Object.entries(action.inputs)
        .filter(([, input]) => input.default !== undefined)
        .map(([name]) => name),
    ).toEqual(['github-token']);
  });

  it('declares the outputs of the contract', () => {
    expect(Object.keys(action.outputs)).toEqual(
      expect.arrayContaining([
        'status',
        'termination-reason',
        'findings-count',
        'critical-count',
        'high-count',
        'report-path',
        'sarif-path',
        'html-path',
        'review-id',
      ]),
    );
  });
});
