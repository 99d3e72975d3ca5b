// The numbered code lines a prompt or a tool result shows, as `path:line` keys with their text. Headers are the
// prompt's file views (`file: a.py — modified`), its excerpts (`a.py:10-20 — definition of f`) and the tools'
// fenced results (`<<<DATA-… a.py:10-20 (head)`); code lines are `12 + code`, `12   code` and `12 | code`.
const HEADERS = [/^file: (\S+) — /, /^(\S+):\d+-\d+ — /, /^<<<DATA-\w+ (\S+):\d+-\d+ \(/];

export function linesSent(text) {
  const sent = [];
  let path;
  for (const line of text.split('\n')) {
    const header = HEADERS.map((pattern) => pattern.exec(line)).find(Boolean);
    if (header) {
      path = header[1];
      continue;
    }
    const numbered = /^\s*(\d+) (?:[+ ]|\|) (.*)$/.exec(line);
    if (path && numbered) sent.push({ key: `${path}:${numbered[1]}`, text: numbered[2] });
    else if (!/^\s*(?:⋮|-)/.test(line)) path = undefined;
  }
  return sent;
}

/** Tokens as the loopback server counts them. */
export const tokensOf = (text) => Math.ceil(text.length / 4);

/** Tokens of the lines a prompt shows more than once (the same file and line number). */
export function duplicateTokens(text) {
  const seen = new Set();
  let duplicate = 0;
  for (const line of linesSent(text)) {
    if (seen.has(line.key)) duplicate += tokensOf(`${line.text}\n`);
    seen.add(line.key);
  }
  return duplicate;
}
