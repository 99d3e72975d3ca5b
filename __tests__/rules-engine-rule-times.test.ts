import { createStaticEngine, SHARED_QUERY_TIME } from '../src/rules/static-engine.js';
import type { StaticEngine } from '../src/rules/static-engine.js';

const SOURCE = ['export function load(text: string): unknown {', '  try {', '    return eval(text);', '  } catch {}', '  return undefined;', '}'].join('\n');

function scanAll(engine: StaticEngine): string[] {
  const changedLines = new Set(SOURCE.split('\n').map((_, index) => index + 1));
  return engine.scanFile({ path: 'src/load.ts', content: SOURCE, changedLines }).map((finding) => `${finding.rule_id}:${finding.line}`);
}

describe('per-rule timing for the benchmark', () => {
  it('is off by default', async () => {
    const engine = await createStaticEngine({ exhaustive: true });
    expect(scanAll(engine)).toContain('review/eval:3');
    expect(engine.timeByRule().size).toBe(0);
  });

  it('charges the rules that matched, and finds the same as without it', async () => {
    const timed = await createStaticEngine({ exhaustive: true, timeRules: true });
    const plain = await createStaticEngine({ exhaustive: true });
    const found = scanAll(timed);
    expect(found).toEqual(scanAll(plain));
    const times = timed.timeByRule();
    for (const rule of new Set(found.map((entry) => entry.split(':')[0] ?? ''))) expect(times.has(rule)).toBe(true);
    expect(times.has(SHARED_QUERY_TIME)).toBe(true);
    for (const milliseconds of times.values()) expect(milliseconds).toBeGreaterThanOrEqual(0);
  });
});
