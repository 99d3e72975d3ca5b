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
 * whose files are copied beside the bundle, such as the wasm grammars). Throws when a package has
 * neither a licence file nor a licence field, so a release never ships code without its notice.
 */
export async function collectLicenses(metafile, extraDirectories = []) {
  const directories = new Set(extraDirectories);
  for (const input of Object.keys(metafile.inputs)) {
    const directory = packageDirectory(input);
    if (directory) directories.add(directory);
  }
  const sections = new Map();
  for (const directory of directories) {
    const manifest = JSON.parse(await readFile(join(directory, 'package.json'), 'utf8'));
    const id = `${manifest.name}@${manifest.version}`;
    if (sections.has(id)) continue;
    const licence = typeof manifest.license === 'string' ? manifest.license : manifest.license?.type;
    const files = (await readdir(directory)).filter((name) => LICENSE_FILE.test(name)).sort();
    if (files.length === 0 && !licence) throw new Error(`${id} (${directory}) has no licence file and no licence field`);
    const texts = await Promise.all(files.map((name) => readFile(join(directory, name), 'utf8')));
    const body = texts.length > 0 ? texts.map((text) => text.trim()).join('\n\n') : `Licensed under ${licence} (the package ships no licence file).`;
    sections.set(id, `${RULE}\n${manifest.name} ${manifest.version} (${licence ?? 'see below'})\n${repositoryUrl(manifest)}\n${RULE}\n\n${body}\n`);
  }
  const ordered = [...sections.keys()].sort().map((id) => sections.get(id));
  return `Sextant's dist/ bundles the following ${ordered.length} packages. Their licence notices follow.\n\n${ordered.join('\n')}`;
}

function repositoryUrl(manifest) {
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  return (repository ?? manifest.homepage ?? `https://www.npmjs.com/package/${manifest.name}`).replace(/^git\+/, '');
}
