import { ConfigurationError } from '../src/text/configuration-error.js';
import { DEFAULT_SETTINGS, parseSettings } from '../src/config/parse-settings.js';

describe('parseSettings', () => {
  it('uses the defaults when nothing is set', () => {
    const { settings, warnings } = parseSettings({ inputs: {} });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.failOn).toBe('critical');
    expect(settings.agents).toHaveLength(6);
    expect(warnings).toEqual([]);
  });

  it('gives inputs precedence over the config file, and the config file over defaults', () => {
    const configText = 'fail-on: high\nmin-confidence: 60\nagents: [code-reviewer, test-analyzer]\nexclude:\n  - docs/**\n';
    const { settings } = parseSettings({ inputs: { 'fail-on': 'medium', 'min-confidence': '' }, configText });
    expect(settings.failOn).toBe('medium');
    expect(settings.minConfidence).toBe(60);
    expect(settings.agents).toEqual(['code-reviewer', 'test-analyzer']);
    expect(settings.exclude).toEqual(['docs/**']);
    expect(settings.minRequiredAgents).toBe(2);
  });

  it('parses comma and newline lists from inputs', () => {
    const { settings } = parseSettings({ inputs: { include: 'src/**, lib/**\ntest/**', agents: 'code-reviewer,comment-analyzer' } });
    expect(settings.include).toEqual(['src/**', 'lib/**', 'test/**']);
    expect(settings.agents).toEqual(['code-reviewer', 'comment-analyzer']);
  });

  it.each([
    ['fail-on', 'severe', /fail-on.*"severe".*critical, high, medium, low, info, none/],
    ['min-confidence', '150', /min-confidence.*"150".*0 to 100/],
    ['min-confidence', 'high', /min-confidence.*"high"/],
    ['agents', 'code-reviewer,nitpicker', /agents.*nitpicker.*comma-separated list/],
    ['model', 'gpt-4o', /model.*"gpt-4o".*provider:model-id/],
    ['concurrency', '0', /concurrency.*"0".*1 to 32/],
  ])('rejects %s=%s with a ConfigurationError naming key, value and expected form', (key, value, message) => {
    const attempt = () => parseSettings({ inputs: { [key]: value } });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(message);
  });

  it('names the config file in errors from it', () => {
    expect(() => parseSettings({ inputs: {}, configText: 'max-comments: lots', configOrigin: '.github/sextant.yml' })).toThrow(
      /max-comments \(from \.github\/sextant\.yml\): "lots"/,
    );
  });

  it('reports unknown config keys and workflow-only keys without failing', () => {
    const { settings, warnings } = parseSettings({ inputs: {}, configText: 'fail-on: low\nfial-on: high\napi-key: secret\n', configOrigin: 'sextant.yml' });
    expect(settings.failOn).toBe('low');
    expect(settings.apiKey).toBeUndefined();
    expect(warnings).toEqual([
      "sextant.yml: unknown key 'fial-on' ignored (did you mean 'fail-on'?)",
      "sextant.yml: 'api-key' can only be set in the workflow, ignored",
    ]);
  });

  it('rejects config that is not a YAML mapping', () => {
    expect(() => parseSettings({ inputs: {}, configText: '- a\n- b\n' })).toThrow(/YAML mapping/);
    expect(() => parseSettings({ inputs: {}, configText: 'fail-on: [unclosed' })).toThrow(/valid YAML/);
  });

  it('reads per-rule configuration', () => {
    const configText = 'rules:\n  review/console-log: off\n  comment/todo-without-issue: { severity: info, paths: ["src/**"] }\n  review/nope: off\n';
    const { settings, warnings } = parseSettings({ inputs: {}, configText, configOrigin: 'sextant.yml' });
    expect(settings.rules).toMatchObject({
      'review/console-log': { enabled: false },
      'comment/todo-without-issue': { enabled: true, severity: 'info', paths: ['src/**'] },
    });
    expect(warnings).toEqual(["sextant.yml: unknown rule 'review/nope' in 'rules' ignored"]);
    expect(() => parseSettings({ inputs: {}, configText: 'rules:\n  x: { severity: huge }\n' })).toThrow(/rules\.x/);
  });

  it('reads severities in any case from inputs and the config file, and rejects an empty fail-on from the config file', () => {
    expect(parseSettings({ inputs: { 'fail-on': ' High ' } }).settings.failOn).toBe('high');
    expect(parseSettings({ inputs: {}, configText: 'fail-on: NONE\nrules:\n  review/eval: { severity: Medium }\n' }).settings).toMatchObject({
      failOn: 'none',
      rules: { 'review/eval': { severity: 'medium' } },
    });
    expect(() => parseSettings({ inputs: {}, configText: 'fail-on: ""\n' })).toThrow(/Invalid fail-on/);
  });

  it('requires base-url for openai-compatible models', () => {
    expect(() => parseSettings({ inputs: { model: 'openai-compatible:llama3' } })).toThrow(/base-url/);
    const { settings } = parseSettings({ inputs: { model: 'openai-compatible:llama3', 'base-url': 'http://127.0.0.1:11434/v1' } });
    expect(settings.baseUrl).toBe('http://127.0.0.1:11434/v1');
  });

  it('keeps info findings hidden by default, and shows them with show-info from the config file or an input', () => {
    expect(DEFAULT_SETTINGS.showInfo).toBe(false);
    expect(parseSettings({ inputs: {}, configText: 'show-info: true\n' }).settings.showInfo).toBe(true);
    expect(parseSettings({ inputs: { 'show-info': 'false' }, configText: 'show-info: true\n' }).settings.showInfo).toBe(false);
    expect(() => parseSettings({ inputs: { 'show-info': 'yes' } })).toThrow(/show-info.*true or false/);
  });

  it('rejects an unknown input name', () => {
    expect(() => parseSettings({ inputs: { 'fail-onn': 'high' } })).toThrow(/fail-onn/);
  });
});

describe('parseSettings: model agents', () => {
  const customAgents = [
    'custom-agents:',
    '  - name: migration-reviewer',
    '    focus: database migrations',
    '    dimension: correctness',
    '    instructions: Check that every migration can be rolled back.',
  ].join('\n');

  it('reads custom agents from the config file and runs them by default, next to the six', () => {
    const { settings } = parseSettings({ inputs: {}, configText: customAgents });
    expect(settings.customAgents).toEqual([
      {
        name: 'migration-reviewer',
        focus: 'database migrations',
        dimension: 'correctness',
        auto_fixable: false,
        instructions: 'Check that every migration can be rolled back.',
      },
    ]);
    expect(settings.agents).toEqual([...DEFAULT_SETTINGS.agents, 'migration-reviewer']);
  });

  it('lets an explicit agents list choose among built-in and custom agents, and names the known ones when one is unknown', () => {
    expect(parseSettings({ inputs: { agents: 'migration-reviewer' }, configText: customAgents }).settings.agents).toEqual(['migration-reviewer']);
    expect(() => parseSettings({ inputs: { agents: 'code-reviewer,schema-reviewer' }, configText: customAgents })).toThrow(
      /agents: "code-reviewer,schema-reviewer"\. Expected a comma-separated list of: .*migration-reviewer \('schema-reviewer' is not one\)/,
    );
  });

  it('refuses a custom agent that takes a built-in name, or lacks its instructions', () => {
    expect(() => parseSettings({ inputs: {}, configText: customAgents.replace('migration-reviewer', 'code-reviewer') })).toThrow(
      /custom-agents.*"code-reviewer"/,
    );
    expect(() => parseSettings({ inputs: {}, configText: 'custom-agents:\n  - name: x\n    focus: y\n    dimension: security\n' })).toThrow(
      /custom-agents\[0\]/,
    );
  });

  it('reads per-agent overrides, warning about unknown agents', () => {
    const configText =
      "agent-overrides:\n  code-reviewer: { instructions: 'We use Result types.', min-confidence: 90, auto-fixable: false }\n  nitpicker: { min-confidence: 10 }\n";
    const { settings, warnings } = parseSettings({ inputs: {}, configText, configOrigin: 'sextant.yml' });
    expect(settings.agentOverrides['code-reviewer']).toEqual({ instructions: 'We use Result types.', min_confidence: 90, auto_fixable: false });
    expect(warnings).toEqual(["sextant.yml: unknown agent 'nitpicker' in 'agent-overrides' ignored"]);
    expect(() => parseSettings({ inputs: {}, configText: 'agent-overrides:\n  code-reviewer: { min-confidence: 150 }\n' })).toThrow(
      /agent-overrides\.code-reviewer/,
    );
  });

  it('bounds the per-call token budget and the model timeout', () => {
    expect(parseSettings({ inputs: { 'max-input-tokens': '8000', 'model-timeout': '60' } }).settings).toMatchObject({ maxInputTokens: 8000, modelTimeout: 60 });
    expect(() => parseSettings({ inputs: { 'max-input-tokens': '100' } })).toThrow(/max-input-tokens.*4000 to 1000000/);
  });
});
