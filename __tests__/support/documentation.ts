import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The user documentation as GitHub and npm show it: README.md, then every page under docs/, each with its path. */
export function documentationPages(root = '.'): Array<{ path: string; text: string }> {
  const pages = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...pages].map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** All of the user documentation as one text, pages separated by a blank line. */
export function documentationText(root = '.'): string {
  return documentationPages(root)
    .map((page) => page.text)
    .join('\n\n');
}
