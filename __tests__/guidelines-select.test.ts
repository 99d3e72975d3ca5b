import { ConfigurationError } from '../src/text/configuration-error.js';
import { parseSettings } from '../src/config/parse-settings.js';
import { guidelinesPathsNear, isGuidelinesPath, parseGuidelinesFile } from '../src/guidelines/guidelines-file.js';
import { guidelinesApply, selectGuidelines } from '../src/guidelines/select-guidelines.js';

describe('guidelines files', () => {
  it('knows the names other review tools read, at the root and nested', () => {
    for (const path of [
      'AGENTS.md',
      'src/api/AGENTS.md',
      'CLAUDE.md',
      'REVIEW.md',
      'web/REVIEW.md',
      '.github/copilot-instructions.md',
      '.github/instructions/ts.instructions.md',
      '.github/instructions/backend/go.instructions.md',
      '.cursor/BUGBOT.md',
      'web/.cursor/BUGBOT.md',
    ]) {
      expect([path, isGuidelinesPath(path)]).toEqual([path, true]);
    }
    for (const path of ['MYAGENTS.md', 'AGENTS.md.orig', 'docs/agents.md', '.github/instructions/ts.md', 'src/.github/copilot-instructions.md']) {
      expect([path, isGuidelinesPath(path)]).toEqual([path, false]);
    }
  });

  it('scopes a nested file to its folder and an .instructions.md file to its applyTo globs', () => {
    const nested = parseGuidelinesFile('src/api/AGENTS.md', 'Validate input.\n');
    expect(nested.scope).toEqual({ folder: 'src/api' });
    expect(guidelinesApply(nested, 'src/api/users.ts')).toBe(true);
    expect(guidelinesApply(nested, 'src/apiary.ts')).toBe(false);
    expect(guidelinesApply(nested, 'src/web/page.ts')).toBe(false);
    expect(parseGuidelinesFile('web/.cursor/BUGBOT.md', 'x').scope).toEqual({ folder: 'web' });
    expect(parseGuidelinesFile('.cursor/BUGBOT.md', 'x').scope).toEqual({ folder: '' });

    const scoped = parseGuidelinesFile(
      '.github/instructions/ts.instructions.md',
      '---\ndescription: TypeScript\napplyTo: "src/**/*.ts, test/**/*.{ts,tsx}"\n---\nPrefer readonly.\n',
    );
    expect(scoped).toEqual({
      path: '.github/instructions/ts.instructions.md',
      scope: { applyTo: ['src/**/*.ts', 'test/**/*.{ts,tsx}'] },
      body: 'Prefer readonly.\n',
    });
    expect(guidelinesApply(scoped, 'src/a/b.ts')).toBe(true);
    expect(guidelinesApply(scoped, 'test/c.tsx')).toBe(true);
    expect(guidelinesApply(scoped, 'src/a/b.py')).toBe(false);
    // Copilot applies an instructions file without applyTo to nothing by itself.
    expect(guidelinesApply(parseGuidelinesFile('.github/instructions/none.instructions.md', 'No front matter.'), 'src/a.ts')).toBe(false);
  });

  it('keeps the nearest files first within the budget, cuts the one that crosses it (within its one long line) and leaves out the rest', () => {
    const files = [
      parseGuidelinesFile('AGENTS.md', 'root '.repeat(400)),
      parseGuidelinesFile('src/AGENTS.md', 'src '.repeat(100)),
      parseGuidelinesFile('src/api/AGENTS.md', 'api '.repeat(100)),
      parseGuidelinesFile('REVIEW.md', 'review '.repeat(400)),
      parseGuidelinesFile('docs/AGENTS.md', 'docs'),
    ];
    const used = selectGuidelines(files, ['src/api/a.ts'], 500, 'base abc1234');
    expect(used.map(({ path, cut, sent_tokens: sent }) => ({ path, cut, sent: sent > 0 }))).toEqual([
      { path: 'src/api/AGENTS.md', cut: false, sent: true },
      { path: 'src/AGENTS.md', cut: false, sent: true },
      { path: 'REVIEW.md', cut: true, sent: true },
      { path: 'AGENTS.md', cut: true, sent: false },
    ]);
    expect(used.reduce((sum, file) => sum + file.sent_tokens, 0)).toBeLessThanOrEqual(500);
    expect(used[0]?.source).toBe('base abc1234');
  });

  it('names the guidelines files a folder would have, for a tree too large to list', () => {
    expect(guidelinesPathsNear(['src/api/a.ts'])).toEqual(
      expect.arrayContaining(['AGENTS.md', '.github/copilot-instructions.md', 'src/AGENTS.md', 'src/api/REVIEW.md', 'src/api/.cursor/BUGBOT.md']),
    );
  });
});

describe('guidelines and path-instructions settings', () => {
  it('parses them from the config file', () => {
    const configText = [
      'guidelines: [docs/REVIEWING.md, AGENTS.md]',
      'path-instructions:',
      '  - paths: ["src/api/**"]',
      '    instructions: Validate every input.',
      '    agents: [code-reviewer]',
      '  - paths: legacy/**',
      '    rules: { review/debugger: off }',
    ].join('\n');
    const { settings } = parseSettings({ inputs: {}, configText });
    expect(settings.guidelines).toEqual(['docs/REVIEWING.md', 'AGENTS.md']);
    expect(settings.pathInstructions).toEqual([
      { paths: ['src/api/**'], instructions: 'Validate every input.', agents: ['code-reviewer'] },
      { paths: ['legacy/**'], rules: { 'review/debugger': 'off' } },
    ]);
    expect(parseSettings({ inputs: {}, configText: 'guidelines: off\n' }).settings.guidelines).toBe('off');
    expect(parseSettings({ inputs: {} }).settings.guidelines).toBe('auto');
  });

  it.each([
    ['guidelines: sometimes\n', /guidelines.*auto, off, or a list of repository-relative paths/],
    ['guidelines: [../secrets.md]\n', /guidelines.*repository-relative paths/],
    ['path-instructions:\n  - paths: [src/**]\n', /path-instructions\[0\].*instructions: text/],
    ['path-instructions:\n  - paths: [src/**]\n    instructions: x\n    agents: [nobody]\n', /path-instructions\[0\]\.agents.*'nobody' is not one/],
    ['path-instructions:\n  - paths: ["src/["]\n    instructions: x\n', /path-instructions\[0\]\.paths.*a path glob/],
  ])('refuses %j with the expected form', (configText, message) => {
    expect(() => parseSettings({ inputs: {}, configText })).toThrow(ConfigurationError);
    expect(() => parseSettings({ inputs: {}, configText })).toThrow(message);
  });
});
