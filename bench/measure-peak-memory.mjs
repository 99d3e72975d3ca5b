// Preloaded into the measured process (node --import): reports its peak resident memory on exit.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  writeSync(2, `\nSEXTANT_BENCH_MAX_RSS_KB=${process.resourceUsage().maxRSS}\n`);
});
