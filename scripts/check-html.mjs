#!/usr/bin/env node
// Renders a sample HTML report in headless Chromium and takes a screenshot. Fails when the page logs a
// console error, throws, or makes any network request, or when its filters do not work.
// Usage: npm run build && npm run check:html   (needs Debian's chromium: apt-get install -y chromium)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const BROWSERS = ['chromium', 'chromium-browser', 'google-chrome'];
const VIEWPORT = { width: 1280, height: 900 };
/** Chromium starts in well under this; past it something is wrong with the browser, not the page. */
const STEP_TIMEOUT_MS = 30_000;

const out = join(tmpdir(), 'sextant-check-html');
mkdirSync(out, { recursive: true });
const repo = mkdtempSync(join(tmpdir(), 'sextant-check-html-repo-'));
const profile = mkdtempSync(join(tmpdir(), 'sextant-check-html-profile-'));
try {
  const page = writeSampleReport(repo, join(out, 'report.html'));
  const result = await inspect(page, join(out, 'report.png'));
  const problems = [
    ...result.console.map((entry) => `console ${entry}`),
    ...result.requests.map((url) => `network request to ${url}`),
    ...result.filterProblems,
  ];
  console.log(`page:       ${page}`);
  console.log(`screenshot: ${result.screenshot} (${result.size.width}×${result.size.height})`);
  console.log(`findings:   ${result.findings} shown; with only 'high' ticked: ${result.filteredCount}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem}`);
    process.exitCode = 1;
  } else {
    console.log('✔ no console errors, no network requests, filters work');
  }
} finally {
  rmSync(repo, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

/** A change with findings of several severities and agents, a verified fix, a binary file and a symlink, reviewed by the bundled CLI. */
function writeSampleReport(folder, target) {
  const env = { PATH: process.env.PATH, HOME: folder, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=Sample', '-c', 'user.email=sample@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: folder, env });
  const write = (path, text) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  };
  git('init', '-q', '-b', 'main');
  write('src/loader.ts', 'export function load(path: string): string {\n  return path;\n}\n');
  write('package.json', '{ "name": "sample", "private": true }\n');
  write('check.mjs', 'process.exit(0);\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  git('checkout', '-q', '-b', 'feature');
  write(
    'src/loader.ts',
    [
      'import { readFileSync } from "node:fs";',
      '',
      'export function load(path: string, options: any): unknown {',
      '  debugger;',
      '  try {',
      '    return JSON.parse(readFileSync(path, "utf8"));',
      '  } catch (error) {',
      '  }',
      '  return eval(options.fallback + "<b>not markup</b>");',
      '}',
      '',
      // Split so this script carries no credential-shaped literal.
      `export const awsKey = "${'AKIA' + 'Q3JX7RTB2KLM9WZP'}";`,
      '',
      'export function describe(value: number): string {',
      '  if (value > 10) {',
      '    return "big";',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  write('src/loader.test.ts', 'import { load } from "./loader";\n\ntest.only("loads", () => {\n  expect(load("x", {})).toBeDefined();\n});\n');
  write('assets/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
  symlinkSync('../package.json', join(folder, 'src', 'package-link.json'));
  git('add', '-A');
  git('commit', '-q', '-m', 'feature');
  const run = spawnSync(
    process.execPath,
    [
      CLI,
      'review',
      '--base',
      'main',
      '--fail-on',
      'high',
      '--show-info',
      '--test-command',
      'node check.mjs',
      '--format',
      'html',
      '--output',
      target,
      '--quiet',
    ],
    { cwd: folder, env },
  );
  if (![0, 1].includes(run.status)) throw new Error(`sextant review exited ${run.status}: ${run.stderr}`);
  return target;
}

function spawnSync(command, args, options) {
  try {
    return { status: 0, stdout: execFileSync(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] }).toString(), stderr: '' };
  } catch (error) {
    return { status: error.status, stdout: String(error.stdout ?? ''), stderr: String(error.stderr ?? '') };
  }
}

function findBrowser() {
  for (const name of BROWSERS) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`])
        .toString()
        .trim();
    } catch {
      // Not this one.
    }
  }
  throw new Error(`no Chromium found (tried ${BROWSERS.join(', ')}); on Debian: apt-get install -y chromium`);
}

/** Opens the page over the DevTools protocol (through a pipe: no port, no WebSocket) and records what it does. */
async function inspect(pagePath, screenshotPath) {
  const browser = spawn(
    findBrowser(),
    [
      '--headless=new',
      '--remote-debugging-pipe',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const cdp = connect(browser.stdio[3], browser.stdio[4]);
  const pageUrl = pathToFileURL(pagePath).href;
  const consoleEntries = [];
  const requests = [];
  try {
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method, params = {}) => cdp.send(method, params, sessionId);
    cdp.on(sessionId, (method, params) => {
      if (method === 'Runtime.consoleAPICalled' && ['error', 'assert', 'warning'].includes(params.type)) {
        consoleEntries.push(`${params.type}: ${params.args.map((arg) => arg.value ?? arg.description).join(' ')}`);
      }
      if (method === 'Runtime.exceptionThrown')
        consoleEntries.push(`exception: ${params.exceptionDetails.exception?.description ?? params.exceptionDetails.text}`);
      if (method === 'Log.entryAdded' && ['error', 'warning'].includes(params.entry.level)) consoleEntries.push(`${params.entry.level}: ${params.entry.text}`);
      if (method === 'Network.requestWillBeSent' && params.request.url !== pageUrl) requests.push(params.request.url);
    });
    for (const domain of ['Page', 'Runtime', 'Log', 'Network']) await send(`${domain}.enable`);
    await send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false });
    const loaded = cdp.once(sessionId, 'Page.loadEventFired');
    await send('Page.navigate', { url: pageUrl });
    await loaded;
    const evaluate = async (expression) => (await send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    const findings = await evaluate("document.querySelectorAll('.finding:not([hidden])').length");
    const { contentSize } = await send('Page.getLayoutMetrics');
    const size = { width: VIEWPORT.width, height: Math.ceil(contentSize.height) };
    const { data } = await send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true, clip: { x: 0, y: 0, ...size, scale: 1 } });
    writeFileSync(screenshotPath, Buffer.from(data, 'base64'));
    // The filters: only high ticked leaves only high findings, and the count says so.
    const filtered = await evaluate(`(() => {
      document.querySelectorAll('input[data-filter="severity"]').forEach((box) => { box.checked = box.value === 'high'; box.dispatchEvent(new Event('change')); });
      const shown = [...document.querySelectorAll('.finding:not([hidden])')];
      return { count: shown.length, severities: [...new Set(shown.map((finding) => finding.dataset.severity))], label: document.getElementById('shown-count').textContent };
    })()`);
    const filterProblems = [];
    if (findings === 0) filterProblems.push('the sample page shows no findings');
    if (filtered.count === 0 || filtered.severities.some((severity) => severity !== 'high'))
      filterProblems.push(`the severity filter left ${filtered.count} findings (${filtered.severities.join(', ')}) shown`);
    if (filtered.label !== String(filtered.count)) filterProblems.push(`the count says ${filtered.label} but ${filtered.count} findings are shown`);
    // Late console messages and requests (from the filter script) are in by now.
    await new Promise((done) => setTimeout(done, 200));
    return { console: consoleEntries, requests, screenshot: screenshotPath, size, findings, filteredCount: filtered.count, filterProblems };
  } finally {
    const exited = new Promise((done) => browser.once('exit', done));
    await cdp.send('Browser.close').catch(() => browser.kill());
    await exited;
  }
}

/** A DevTools protocol client over Chromium's pipe: NUL-terminated JSON messages. */
function connect(input, output) {
  let nextId = 1;
  let buffer = '';
  const pending = new Map();
  const listeners = new Map();
  output.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\0'); end !== -1; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id !== undefined) {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(`${message.error.message} (${message.error.code})`));
        else waiter?.resolve(message.result);
      } else {
        for (const listener of listeners.get(message.sessionId ?? '') ?? []) listener(message.method, message.params);
      }
    }
  });
  const on = (sessionId, listener) => listeners.set(sessionId, [...(listeners.get(sessionId) ?? []), listener]);
  return {
    send(method, params = {}, sessionId) {
      const id = nextId++;
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      return withTimeout(new Promise((resolve, reject) => pending.set(id, { resolve, reject })), method);
    },
    on,
    once(sessionId, event) {
      return withTimeout(new Promise((resolve) => on(sessionId, (method, params) => method === event && resolve(params))), event);
    },
  };
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Chromium did not answer ${what} within ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
