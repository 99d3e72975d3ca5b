import { FLAG_NAMES, parseCliArgs, UsageError } from '../src/cli/parse-cli-args.js';
import { USAGE } from '../src/cli/usage.js';
import { parseSettings } from '../src/config/parse-settings.js';
import { splitList } from '../src/config/value-schemas.js';
import { truncateLongLines, truncateLongStrings } from '../src/text/truncate-long-lines.js';

describe('the command line arguments', () => {
  it('lists every accepted flag in --help, and documents every exit code', () => {
    for (const flag of FLAG_NAMES) expect(USAGE).toContain(`--${flag}`);
    for (const code of ['0', '1', '2', '3', '4']) expect(USAGE).toMatch(new RegExp(`^  ${code}  `, 'm'));
  });

  it('names the nearest flag or command for a typo, in one line', () => {
    expect(() => parseCliArgs(['review', '--fial-on', 'high'])).toThrow(new UsageError("unknown option '--fial-on' (did you mean --fail-on?)"));
    expect(() => parseCliArgs(['review', '--fail-on=high', '--uncomitted'])).toThrow("unknown option '--uncomitted' (did you mean --uncommitted?)");
    expect(() => parseCliArgs(['review', '--zzzzzzzz'])).toThrow(/^unknown option '--zzzzzzzz'$/);
    expect(() => parseCliArgs(['review', '-x'])).toThrow(/^unknown option '-x'$/);
    expect(() => parseCliArgs(['reveiw'])).toThrow("unknown command 'reveiw' (did you mean 'review'?)");
    expect(() => parseCliArgs(['review', '--base'])).toThrow(UsageError);
  });

  it('refuses conflicting flags', () => {
    expect(() => parseCliArgs(['review', '--base', 'main', '--uncommitted'])).toThrow(/--base and --uncommitted cannot be used together/);
    expect(() => parseCliArgs(['review', '--color', '--no-color'])).toThrow(/--color and --no-color cannot be used together/);
    expect(() => parseCliArgs(['clean', '--base', 'main'])).toThrow("--base does not apply to 'sextant clean'");
  });

  it('reads the output flags', () => {
    expect(parseCliArgs(['review', '--format', 'html', '-o', 'r.html', '--no-color', '-q', '--debug'])).toMatchObject({
      format: 'html',
      output: 'r.html',
      color: false,
      quiet: true,
      debug: true,
    });
    expect(parseCliArgs(['review']).color).toBeUndefined();
  });

  it('keeps brace globs whole, from flags and from comma lists', () => {
    const { inputs } = parseCliArgs(['review', '--include', 'src/{a,b}/**', '--include', 'lib/**']);
    expect(parseSettings({ inputs }).settings.include).toEqual(['src/{a,b}/**', 'lib/**']);
    expect(splitList('src/{a,b}/**, test/**,{x,y{z,w}}.ts')).toEqual(['src/{a,b}/**', ' test/**', '{x,y{z,w}}.ts']);
    expect(parseSettings({ inputs: {}, configText: 'exclude: "src/{gen,vendor}/**, *.snap"\n' }).settings.exclude).toEqual(['src/{gen,vendor}/**', '*.snap']);
  });

  it('names the nearest setting for an unknown input', () => {
    expect(() => parseSettings({ inputs: { 'fial-on': 'high' } })).toThrow(/Expected a known setting \(did you mean 'fail-on'\?\)/);
  });
});

describe('long lines in stored state', () => {
  it('cuts each long line and says how much was left out, leaving short text and non-strings alone', () => {
    expect(truncateLongLines(`short\n${'x'.repeat(30)}\nend`, 10)).toBe(`short\n${'x'.repeat(10)}… [20 more characters]\nend`);
    const value = { a: 'ok', b: [1, 'y'.repeat(12)], c: { d: null } };
    expect(truncateLongStrings(value, 10)).toEqual({ a: 'ok', b: [1, `${'y'.repeat(10)}… [2 more characters]`], c: { d: null } });
    const untouched = { a: 'ok', b: [1] };
    expect(truncateLongStrings(untouched, 10)).toBe(untouched);
  });
});
