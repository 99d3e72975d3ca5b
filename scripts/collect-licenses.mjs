// Licence notices of everything the bundle carries, for dist/licenses.txt: the bundle is built with
// legalComments 'none', so this file is where the copyright and permission notices travel instead.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i;
const RULE = '='.repeat(80);

/** `node_modules/a/node_modules/@b/c/lib/x.js` → `node_modules/a/node_modules/@b/c` (the innermost package). */
export function packageDirectory(inputPath) {
  const marker = 'node_modules/';
  const at = inputPath.lastIndexOf(marker);
  if (at < 0) return undefined;
  const [first, second] = inputPath.slice(at + marker.length).split('/');
  return inputPath.slice(0, at + marker.length) + (first.startsWith('@') ? `${first}/${second}` : first);
}

/**
 * The notices of every package esbuild's metafile says was bundled, plus `extraDirectories` (packages
 * whose files are copied beside the bundle, such as the wasm grammars). Throws when a package's licence
 * text cannot be found, so a release never ships code without its notice.
 */
export async function collectLicenses(metafile, extraDirectories = []) {
  const directories = new Set(extraDirectories);
  for (const input of Object.keys(metafile.inputs)) {
    const directory = packageDirectory(input);
    if (directory) directories.add(directory);
  }
  const packages = new Map();
  for (const directory of directories) {
    const manifest = JSON.parse(await readFile(join(directory, 'package.json'), 'utf8'));
    const id = `${manifest.name}@${manifest.version}`;
    if (packages.has(id)) continue;
    const licence = typeof manifest.license === 'string' ? manifest.license : manifest.license?.type;
    const files = (await readdir(directory)).filter((name) => LICENSE_FILE.test(name)).sort();
    const texts = await Promise.all(files.map((name) => readFile(join(directory, name), 'utf8')));
    packages.set(id, { manifest, directory, licence, repository: repositoryUrl(manifest), text: texts.map((text) => text.trim()).join('\n\n') });
  }
  const sections = [...packages.keys()].sort().map((id) => {
    const { manifest, directory, licence, repository, text } = packages.get(id);
    const body = text || borrowedText(packages, { name: manifest.name, licence, repository });
    if (!body) throw new Error(`${id} (${directory}) has no licence file, and no package of its repository under ${licence ?? 'its licence'} has one`);
    return `${RULE}\n${manifest.name} ${manifest.version} (${licence ?? 'see below'})\n${repository}\n${RULE}\n\n${body}\n`;
  });
  return `Sextant's dist/ bundles the following ${sections.length} packages. Their licence notices follow.\n\n${sections.join('\n')}`;
}

/**
 * A package published without its licence file (a monorepo's sub-package) gets the licence file of a
 * sibling from the same repository under the same licence, saying where it came from.
 */
function borrowedText(packages, { name, licence, repository }) {
  if (!licence) return undefined;
  const sibling = [...packages.values()].find((other) => other.text && other.licence === licence && other.repository === repository);
  return sibling && `(${name} ships no licence file; this is the one of ${sibling.manifest.name}, from the same repository.)\n\n${sibling.text}`;
}

function repositoryUrl(manifest) {
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  return (repository ?? manifest.homepage ?? `https://www.npmjs.com/package/${manifest.name}`).replace(/^git\+/, '');
}
