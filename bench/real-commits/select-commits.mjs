// Prints manifest lines for a repository: its most recent non-merge commits on the default branch (HEAD) that
// change at least one source file outside vendored folders and were not authored by a bot, newest first.
//   node bench/real-commits/select-commits.mjs <clone> <owner/name> [count]
// A clone is a working clone or a bare repository (a mirror will do).
import { spawnSync } from 'node:child_process';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|py|go)$/;
const VENDORED = /(^|\/)(node_modules|vendor|third_party|dist|build)\//;
const BOT = /\[bot\]|dependabot|renovate|github-actions|greenkeeper|pre-commit-ci/i;
// Enough history to find `count` qualifying commits in repositories where most commits touch docs or CI.
const HISTORY_SCAN = 2000;

const [clone, slug, countArgument = '48'] = process.argv.slice(2);
if (!clone || !slug) {
  console.error('usage: node bench/real-commits/select-commits.mjs <clone> <owner/name> [count]');
  process.exit(2);
}
const count = Number(countArgument);
const log = spawnSync('git', ['-C', clone, 'log', 'HEAD', '--no-merges', `-n${HISTORY_SCAN}`, '--name-only', '--format=%x00%H%x09%an <%ae>'], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (log.status !== 0) {
  console.error(`${clone}: ${log.stderr.trim()}`);
  process.exit(1);
}
const chosen = [];
for (const entry of log.stdout.split('\0').slice(1)) {
  const [header, ...files] = entry.split('\n').filter(Boolean);
  const [sha, author] = header.split('\t');
  if (BOT.test(author)) continue;
  if (!files.some((file) => SOURCE.test(file) && !VENDORED.test(file))) continue;
  chosen.push(sha);
  if (chosen.length === count) break;
}
for (const sha of chosen) console.log(`https://github.com/${slug} ${sha}`);
