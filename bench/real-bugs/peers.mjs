// Other tools on the same cases: ESLint (+ sonarjs, typescript-eslint without types), Ruff defaults plus
// bugbear, go vet and staticcheck. None is a dependency of the project: ESLint and Ruff (its WebAssembly build)
// are installed from npm into a tools folder outside the project's package.json; go vet and staticcheck come
// from Debian's golang-go and go-staticcheck packages. Each run returns the findings on the files a case
// changed; the caller keeps those on changed lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { firstLine } from './clones.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Installed with `npm install --prefix <tools>`; versions are whatever the registry serves that day. */
export const NPM_PEERS = ['eslint@9', '@eslint/js@9', 'eslint-plugin-sonarjs', 'typescript-eslint', 'typescript', 'globals', '@astral-sh/ruff-wasm-nodejs'];
/** Ruff's defaults (E4, E7, E9, F) plus flake8-bugbear. */
const RUFF_SELECT = ['E4', 'E7', 'E9', 'F', 'B'];
const JS_FILE = /\.(js|mjs|cjs|jsx|ts|tsx|mts|cts)$/;
const PY_FILE = /\.py$/;
const GO_FILE = /\.go$/;
/** Output that means the packages were not loaded (no module, a dependency not in the cache, a go.mod this toolchain cannot read, a type error from a missing import). */
const LOAD_ERROR =
  /^go: |matched no packages|cannot find (module|package|main module)|no required module provides|missing go\.sum entry|unknown directive|could not import|"compile"|\(compile\)|errors parsing go\.mod/;
// Large enough for ESLint's JSON report on a commit that touches hundreds of files.
const MAX_OUTPUT_BYTES = 1 << 28;

export function installPeers(tools) {
  mkdirSync(tools, { recursive: true });
  const run = spawnSync('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', '--loglevel=error', ...NPM_PEERS], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (run.status !== 0) throw new Error(`npm install --prefix ${tools} failed: ${firstLine(run.stderr)}`);
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).status === 0;
}

/** The peers that can run here, and one line per peer that cannot with what would make it available. */
export async function createPeers(tools) {
  const peers = [];
  const missing = [];
  const require = createRequire(join(tools, 'package.json'));
  const resolvable = (name) => {
    try {
      return require.resolve(name);
    } catch {
      return undefined;
    }
  };
  const eslintBin = resolvable('eslint/package.json') && join(dirname(resolvable('eslint/package.json')), 'bin/eslint.js');
  if (eslintBin && resolvable('eslint-plugin-sonarjs') && resolvable('typescript-eslint')) {
    peers.push({ name: 'eslint', language: JS_FILE, run: (workTree, files) => runEslint(eslintBin, tools, workTree, files) });
  } else missing.push(`eslint: not installed in ${tools} (node bench/real-bugs/run.mjs --install-peers)`);
  const ruffPath = resolvable('@astral-sh/ruff-wasm-nodejs');
  if (ruffPath) {
    const { Workspace, PositionEncoding } = await import(pathToFileURL(ruffPath).href);
    const workspace = new Workspace({ lint: { select: RUFF_SELECT } }, PositionEncoding.Utf16);
    peers.push({ name: 'ruff', version: Workspace.version(), language: PY_FILE, run: (workTree, files) => runRuff(workspace, workTree, files) });
  } else missing.push(`ruff: @astral-sh/ruff-wasm-nodejs not installed in ${tools} (node bench/real-bugs/run.mjs --install-peers)`);
  if (hasCommand('go')) peers.push({ name: 'go-vet', language: GO_FILE, run: (workTree, files) => runGo(['go', 'vet'], workTree, files, parseVet) });
  else missing.push('go vet: no go command (apt-get install golang-go)');
  const staticcheck = ['staticcheck', 'go-staticcheck'].find(hasCommand);
  if (staticcheck)
    peers.push({ name: 'staticcheck', language: GO_FILE, run: (workTree, files) => runGo([staticcheck, '-f', 'json'], workTree, files, parseStaticcheck) });
  else missing.push('staticcheck: not installed (apt-get install go-staticcheck)');
  return { peers, missing };
}

function runEslint(bin, tools, workTree, files) {
  const run = spawnSync(
    process.execPath,
    [bin, '--no-config-lookup', '-c', join(here, 'peer-eslint.config.mjs'), '--format', 'json', '--no-warn-ignored', ...files],
    { cwd: workTree, encoding: 'utf8', env: { ...process.env, SEXTANT_REAL_BUGS_TOOLS: tools }, maxBuffer: MAX_OUTPUT_BYTES },
  );
  if (run.status !== 0 && run.status !== 1) return { findings: [], problem: `eslint exited with ${run.status}: ${firstLine(run.stderr)}` };
  const findings = [];
  for (const result of JSON.parse(run.stdout)) {
    const file = result.filePath.slice(workTree.length + 1);
    for (const message of result.messages) {
      // A file ESLint cannot parse is reported once, as a fatal message without a rule: shown to the user all the same.
      findings.push({ file, line: message.line ?? 1, rule: message.ruleId ?? 'parse-error', message: message.message });
    }
  }
  return { findings };
}

function runRuff(workspace, workTree, files) {
  const findings = [];
  for (const file of files) {
    for (const diagnostic of workspace.check(readFileSync(join(workTree, file), 'utf8'))) {
      findings.push({ file, line: diagnostic.start_location.row, rule: diagnostic.code ?? 'syntax-error', message: diagnostic.message });
    }
  }
  return { findings };
}

/**
 * go vet / staticcheck on the packages of the changed files, offline (GOPROXY=off: no module download is
 * possible here) with the user's module cache and the machine's toolchain. A package whose dependencies are not
 * in the module cache, or whose go.mod this toolchain cannot read, is not analysed: that is reported, not
 * counted as silence.
 */
function runGo(command, workTree, files, parse) {
  const packages = [...new Set(files.map((file) => `./${dirname(file)}`))];
  // The user's module cache is used as it is (read-only use: nothing can be downloaded into it with GOPROXY=off).
  const env = { ...process.env, GOPROXY: 'off', GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local', GOWORK: 'off' };
  const run = spawnSync(command[0], [...command.slice(1), ...packages], { cwd: workTree, encoding: 'utf8', env, maxBuffer: MAX_OUTPUT_BYTES });
  const output = `${run.stdout}\n${run.stderr}`;
  const loadError = output.split('\n').find((line) => LOAD_ERROR.test(line));
  if (loadError) return { findings: [], problem: `not analysed: ${loadError.trim().slice(0, 160)}` };
  const findings = parse(run, workTree);
  if (run.status !== 0 && findings.length === 0) return { findings: [], problem: `not analysed: ${firstLine(output)}` };
  return { findings };
}

function parseVet(run, workTree) {
  const findings = [];
  for (const line of run.stderr.split('\n')) {
    const match = /^(?:\.\/)?(.+?\.go):(\d+)(?::\d+)?: (.+)$/.exec(line.trim());
    if (!match) continue;
    const file = match[1].startsWith(workTree) ? match[1].slice(workTree.length + 1) : match[1];
    findings.push({ file, line: Number(match[2]), rule: 'vet', message: match[3] });
  }
  return findings;
}

function parseStaticcheck(run, workTree) {
  const findings = [];
  for (const line of run.stdout.split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    const item = JSON.parse(line);
    const file = item.location.file.startsWith(workTree) ? item.location.file.slice(workTree.length + 1) : item.location.file;
    findings.push({ file, line: item.location.line, rule: item.code, message: item.message });
  }
  return findings;
}

export function defaultToolsFolder() {
  return process.env.SEXTANT_REAL_BUGS_TOOLS || join(here, '.tools');
}

export function toolsInstalled(tools) {
  return existsSync(join(tools, 'node_modules'));
}
