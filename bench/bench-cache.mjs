// The benchmarks' own folder outside the repository: packages they install on demand (never
// dependencies of the project) and the files they build, kept between runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export function benchCacheDir() {
  const dir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'sextant', 'bench');
  mkdirSync(dir, { recursive: true });
  return dir;
}

function installedVersion(dir, name) {
  try {
    return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * Installs `packages` (name → exact version) into the cache folder unless they are there already, with
 * npm's ordinary client. Returns how long the install took (0 when nothing was missing).
 */
export function installIntoCache(packages) {
  const dir = benchCacheDir();
  const missing = Object.entries(packages).filter(([name, version]) => installedVersion(dir, name) !== version);
  if (missing.length === 0) return { dir, installMs: 0 };
  const started = process.hrtime.bigint();
  const specs = missing.map(([name, version]) => `${name}@${version}`);
  const run = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--save-exact', ...specs], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // node-llama-cpp's prebuilt binary comes in its platform package: never fetch or compile llama.cpp instead.
    env: { ...process.env, NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true' },
  });
  if (run.status !== 0) throw new Error(`npm install ${specs.join(' ')} into ${dir} failed:\n${run.stderr}`);
  return { dir, installMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** Imports a package installed in the cache folder by its ES-module entry point. */
export async function importFromCache(dir, name) {
  const root = join(dir, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entry = manifest.exports?.['.'];
  const path =
    (typeof entry === 'string' ? entry : (entry?.import?.default ?? entry?.import ?? entry?.default)) ?? manifest.module ?? manifest.main ?? 'index.js';
  const file = join(root, typeof path === 'string' ? path : 'index.js');
  if (!existsSync(file)) throw new Error(`${name}: no entry point at ${file}`);
  return import(pathToFileURL(file).href);
}
