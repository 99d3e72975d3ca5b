// Where the static engine's scan time goes, by rule: every source file of a folder scanned with every line
// changed, the engine timing each rule (see `timeRules`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStaticEngine, languageOf, SHARED_QUERY_TIME } from '../src/rules/static-engine.js';

export interface RuleTime {
  rule: string;
  milliseconds: number;
  /** Of the whole scan time, parsing included. */
  share: number;
}

/** The `top` most expensive rules in the repository at `root`, and the whole scan time. */
export async function measureRuleTimes(root: string, top = 10): Promise<{ scanMs: number; rules: RuleTime[]; shared: number }> {
  const paths = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 })
    .split('\n')
    .filter((path) => path !== '' && languageOf(path) !== undefined);
  const files = paths.map((path) => {
    const content = readFileSync(join(root, path), 'utf8');
    return { path, content, changedLines: new Set(Array.from({ length: content.split('\n').length }, (_, index) => index + 1)) };
  });
  // Told the size of the whole change, as a review tells it: a large change is not pruned file by file.
  const changeSize = files.reduce((sum, file) => sum + file.changedLines.size, 0);
  const engine = await createStaticEngine({ timeRules: true, changeSize });
  const started = performance.now();
  for (const file of files) engine.scanFile(file);
  const scanMs = performance.now() - started;
  const times = engine.timeByRule();
  const rules = [...times]
    .filter(([rule]) => rule !== SHARED_QUERY_TIME)
    .map(([rule, milliseconds]) => ({ rule, milliseconds, share: milliseconds / scanMs }))
    .sort((a, b) => b.milliseconds - a.milliseconds)
    .slice(0, top);
  return { scanMs, rules, shared: (times.get(SHARED_QUERY_TIME) ?? 0) / scanMs };
}
