import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, dottedName, enclosingFunction, isFunction } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** With fake timers a sleep costs nothing and flakes nothing: the test controls the clock. */
const FAKE_TIMERS = /useFakeTimers|advanceTimers|runAllTimers|runOnlyPendingTimers|installClock|clock\.tick/;

const usesFakeTimers = perFile((context) => context.lines.some((line) => FAKE_TIMERS.test(line)));

/** Helpers that pause for a duration: `sleep(50)`, `delay(100)`, `page.waitForTimeout(500)`, `cy.wait(1000)`. */
const SLEEP_NAMES = new Set(['sleep', 'delay', 'wait', 'waitForTimeout', 'pause']);

/** `cy.wait(…)` and WebdriverIO's `browser.pause(…)` block without `await`. */
const BLOCKING_SLEEPS = new Set(['cy.wait', 'browser.pause']);

/** A literal duration (`200`, `2 * 1000`, `TIMEOUT_MS`); undefined for callbacks, selectors and aliases. */
function durationOf(argument: Node | undefined): string | undefined {
  if (!argument) return undefined;
  const text = argument.text;
  // A zero delay only yields to the event loop: no waiting involved.
  if (argument.type === 'number') return Number(text.replace(/_/g, '')) > 0 ? text : undefined;
  return /^[\d_\s*+A-Z]+$/.test(text) && /[\dA-Z]/.test(text) ? text : undefined;
}

function isAwaited(call: Node): boolean {
  let node = call;
  while (node.parent?.type === 'parenthesized_expression') node = node.parent;
  return node.parent?.type === 'await_expression';
}

/** `new Promise((resolve) => setTimeout(resolve, 100))`: the timer is the promise's whole job. */
function insidePromiseExecutor(call: Node): boolean {
  for (let node = call.parent, depth = 0; node && depth < 6; node = node.parent, depth += 1) {
    if (node.type === 'new_expression') return node.childForFieldName('constructor')?.text === 'Promise';
  }
  return false;
}

/** Whether `fn` is the callback of a test: `it('…', fn)`, `test.only('…', fn)`. */
function isTestCallback(fn: Node): boolean {
  const call = fn.parent?.type === 'arguments' ? fn.parent.parent : undefined;
  const path = call?.type === 'call_expression' ? calleePath(call) : [];
  return path[0] === 'it' || path[0] === 'test';
}

/**
 * Whether a sleep is in a test's own body (or the promise it awaits there), not in a helper, a mock
 * server's handler or a stubbed call: there a delay simulates latency, which is the point of the fake.
 */
function inTestBody(call: Node): boolean {
  let fn = enclosingFunction(call);
  if (fn && insidePromiseExecutor(call)) fn = enclosingFunction(fn);
  return fn !== undefined && isTestCallback(fn);
}

/** A sleep inside a loop is usually the interval of a poll for a condition: the recommended way to wait. */
function pollsInLoop(call: Node): boolean {
  for (let node = call.parent; node && !isFunction(node); node = node.parent) {
    if (['while_statement', 'for_statement', 'for_in_statement', 'do_statement'].includes(node.type)) return true;
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      (#match? @callee "(^|\\\\.)(setTimeout|sleep|delay|wait|waitForTimeout|pause)$")) @target`,
  // Every callee the predicate admits ends in one of these (`waitForTimeout` contains `wait`).
  textGate: /setTimeout|sleep|delay|wait|pause/,
  check: ({ target, captures, context }) => {
    const path = captures.callee ? dottedName(captures.callee) : [];
    const name = path.at(-1) ?? '';
    const argumentList = target.childForFieldName('arguments')?.namedChildren ?? [];
    let duration: string | undefined;
    if (name === 'setTimeout') {
      // `await setTimeout(100)` from `node:timers/promises`, or a timer inside `new Promise(…)`.
      if (isAwaited(target)) duration = durationOf(argumentList[0]);
      else if (insidePromiseExecutor(target)) duration = durationOf(argumentList[1]);
    } else if (SLEEP_NAMES.has(name) && (isAwaited(target) || BLOCKING_SLEEPS.has(path.join('.')))) {
      duration = durationOf(argumentList[0]);
    }
    if (duration === undefined || usesFakeTimers(context) || !inTestBody(target)) return false;
    return { details: { duration, target: excerpt(target.text, 50) }, ...(pollsInLoop(target) ? { confidence: 60 } : {}) };
  },
  examples: {
    match: [
      "it('retries', async () => {\n  start();\n  await new Promise((resolve) => setTimeout(resolve, 500));\n  expect(calls).toBe(2);\n});",
      "test('debounces', async () => {\n  type('a');\n  await sleep(300);\n  expect(search).toHaveBeenCalledTimes(1);\n});",
      "it('loads', () => {\n  cy.visit('/');\n  cy.wait(2000);\n  cy.get('h1').should('exist');\n});",
    ],
    noMatch: [
      "it('waits for the alias', () => {\n  cy.wait('@getUser');\n});",
      "beforeEach(() => jest.useFakeTimers());\nit('debounces', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});",
      "it('flushes', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 0));\n  expect(done).toBe(true);\n});",
      "it('emits later', () => {\n  setTimeout(() => emitter.emit('ready'), 10);\n  return once(emitter, 'ready');\n});",
      "it('times out slow servers', async () => {\n  const server = http.createServer(async (req, res) => {\n    await sleep(500);\n    res.end('late');\n  });\n  await expect(fetchWithTimeout(server)).rejects.toThrow();\n});",
      "const fetchStub = jest.fn(async () => {\n  await new Promise((resolve) => setTimeout(resolve, 200));\n  return new Response('{}');\n});\nit('shows a spinner', async () => {\n  expect(render(fetchStub)).toContain('spinner');\n});",
      'async function settle() {\n  await sleep(100);\n}',
    ],
  },
};
