import { decideColor } from '../src/terminal/decide-color.js';
import { createEvalChange, sextant } from './support/cli-change.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const ESC = '\u001b[';

describe('colour in what sextant review prints (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeEach(() => {
    repo = createEvalChange();
  });
  afterEach(() => repo.cleanup());

  it('colours each stream as the flags say, whatever the environment', async () => {
    const hasColor = (run: { stdout: string; stderr: string }) => ({ stdout: run.stdout.includes(ESC), stderr: run.stderr.includes(ESC) });
    const args = ['review', '--base', 'main', '--fail-on', 'high'];
    expect(hasColor(await sextant(repo, [...args, '--color']))).toEqual({ stdout: true, stderr: true });
    expect(hasColor(await sextant(repo, [...args, '--color'], { NO_COLOR: '1' }))).toEqual({ stdout: true, stderr: true });
    expect(hasColor(await sextant(repo, [...args, '--no-color'], { FORCE_COLOR: '1' }))).toEqual({ stdout: false, stderr: false });
  });

  it('without a flag, colours each stream only when the environment says so (pipes are not terminals)', async () => {
    const hasColor = (run: { stdout: string; stderr: string }) => ({ stdout: run.stdout.includes(ESC), stderr: run.stderr.includes(ESC) });
    const args = ['review', '--base', 'main', '--fail-on', 'high'];
    expect(hasColor(await sextant(repo, args))).toEqual({ stdout: false, stderr: false });
    expect(hasColor(await sextant(repo, args, { FORCE_COLOR: '1' }))).toEqual({ stdout: true, stderr: true });
    expect(hasColor(await sextant(repo, args, { FORCE_COLOR: '0' }))).toEqual({ stdout: false, stderr: false });
    expect(hasColor(await sextant(repo, args, { NO_COLOR: '1' }))).toEqual({ stdout: false, stderr: false });
  });

  it('colours a terminal only: the report redirected to a file stays plain while progress on a terminal is coloured', () => {
    const environment = { noColor: false, forceColor: undefined, dumbTerminal: false };
    expect([decideColor(undefined, environment, false), decideColor(undefined, environment, true)]).toEqual([false, true]);
    expect(decideColor(undefined, { ...environment, noColor: true }, true)).toBe(false);
    expect(decideColor(undefined, { ...environment, dumbTerminal: true }, true)).toBe(false);
  });
});
