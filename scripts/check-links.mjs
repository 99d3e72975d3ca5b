// Fails on any relative link in the project's Markdown that points to a missing file or to a heading
// anchor the target does not have, naming each as file:line. Anchors follow GitHub's rule (github-slugger):
// the heading's text lower-cased, punctuation dropped, each space a hyphen; a repeated heading gets -1, -2 …
//   node scripts/check-links.mjs [file …]   (default: README.md, docs/*.md, CHANGELOG.md, SECURITY.md, CONTRIBUTING.md)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_FILES = ['README.md', 'CHANGELOG.md', 'SECURITY.md', 'CONTRIBUTING.md'];

/** The Markdown files checked in `root`: the default top-level files that exist and every docs/*.md. */
export function defaultFiles(root) {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : [];
  return [...DEFAULT_FILES.filter((file) => existsSync(join(root, file))), ...docs];
}

/** Characters GitHub drops from a heading's text when it makes the anchor: all but letters, marks, digits, `_`, `-` and spaces. */
const DROPPED = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

/** A heading's rendered text: code spans as written, link text for links, no images, HTML tags or emphasis markers. */
function headingText(markdown) {
  return markdown
    .split(/(`+)([^`]*?)\1/)
    .map((part, index) => {
      if (index % 3 === 1) return '';
      if (index % 3 === 2) return part;
      return part
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/(^|\W)[*_]+|[*_]+(?=\W|$)/g, '$1');
    })
    .join('')
    .trim();
}

/** Returns a function that gives each heading its anchor, numbering repeats as GitHub does. */
export function createSlugger() {
  const seen = new Map();
  return (heading) => {
    const base = headingText(heading).toLowerCase().replace(DROPPED, '').replace(/ /g, '-');
    let slug = base;
    while (seen.has(slug)) {
      const count = seen.get(base) + 1;
      seen.set(base, count);
      slug = `${base}-${count}`;
    }
    seen.set(slug, 0);
    return slug;
  };
}

/** The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const lines = [];
  let fence = '';
  text.split('\n').forEach((line, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = '';
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    lines.push({ number: index + 1, line });
  });
  return lines;
}

/** The ATX headings of a Markdown text (outside code blocks), in order, with their levels, text and anchors. */
export function headingsOf(text) {
  const slug = createSlugger();
  return proseLines(text).flatMap(({ line }) => {
    const match = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    return match ? [{ level: match[1].length, text: match[2], anchor: slug(match[2]) }] : [];
  });
}

/** Every anchor a Markdown file offers: its headings' and any HTML `id`/`name` attribute. */
function anchorsOf(text) {
  const html = [...text.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)].map((match) => match[1]);
  return new Set([...headingsOf(text).map((heading) => heading.anchor), ...html]);
}

/** The link targets on one line of prose: inline links and images, and reference definitions; code spans left out. */
function targetsOn(line) {
  const prose = line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
  const inline = [...prose.matchAll(/!?\[(?:[^\][]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+["'(][^)]*)?\)/g)].map((match) => match[1]);
  const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose)?.[1];
  return [...inline, ...(definition ? [definition] : [])].map((target) => target.replace(/^<|>$/g, ''));
}

/** True for a link that leaves the repository: a URL with a scheme (`https:`, `mailto:`) or a protocol-relative one. */
const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/**
 * Checks the relative links of `files` (paths relative to `root`). Returns one problem per broken link,
 * `file:line: message`, in file and line order.
 */
export function checkLinks(root, files) {
  const anchorCache = new Map();
  const anchorsIn = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  const problems = [];
  for (const file of files) {
    const source = resolve(root, file);
    for (const { number, line } of proseLines(readFileSync(source, 'utf8'))) {
      for (const target of targetsOn(line)) {
        if (isExternal(target)) continue;
        const hash = target.indexOf('#');
        const pathPart = hash === -1 ? target : target.slice(0, hash);
        const anchor = hash === -1 ? '' : decodeURIComponent(target.slice(hash + 1));
        const path = pathPart ? resolve(dirname(source), decodeURIComponent(pathPart.split('?')[0])) : source;
        const where = `${file}:${number}`;
        if (!existsSync(path)) {
          problems.push(`${where}: ${target} — no such file: ${relative(root, path)}`);
          continue;
        }
        if (!anchor || !path.endsWith('.md') || statSync(path).isDirectory()) continue;
        if (!anchorsIn(path).has(anchor)) problems.push(`${where}: ${target} — ${relative(root, path)} has no heading #${anchor}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const files = process.argv.length > 2 ? process.argv.slice(2) : defaultFiles(root);
  const problems = checkLinks(root, files);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} broken link${problems.length === 1 ? '' : 's'} in ${files.length} files`);
    process.exit(1);
  }
  console.log(`links: ${files.length} files checked, every relative link resolves`);
}
