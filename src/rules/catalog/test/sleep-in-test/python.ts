import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/python/python-syntax.js';
import { isTestFunction } from '../../../syntax/python/test-analyzer-helpers.js';
import type { Node } from 'web-tree-sitter';

const SLEEP_CALLS = new Set(['time.sleep', 'sleep', 'asyncio.sleep', 'trio.sleep', 'anyio.sleep', 'gevent.sleep']);

/** Tests that replace the clock (`freezegun`, `time-machine`, a patched `sleep`) do not really wait. */
const FAKE_CLOCK = /freezegun|freeze_time|time_machine|patch\(\s*["'](time\.sleep|asyncio\.sleep)|setattr\(\s*time\s*,\s*["']sleep/;

const usesFakeClock = perFile((context) => context.lines.some((line) => FAKE_CLOCK.test(line)));

/** A sleep inside a loop is usually the interval of a poll for a condition: the recommended way to wait. */
function pollsInLoop(call: Node): boolean {
  for (let node = call.parent; node && node.type !== 'function_definition'; node = node.parent) {
    if (node.type === 'while_statement' || node.type === 'for_statement') return true;
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'The test sleeps (`{{target}}`): slow on fast machines, flaky on slow ones.',
    recommendation:
      'Wait for the condition itself (poll with a timeout, join the thread, await the event), or control time with `freezegun`/`time-machine` or an injected clock.',
  }),
  query: '(call function: [(identifier) (attribute)] @callee arguments: (argument_list . (_) @duration) (#match? @callee "sleep$")) @target',
  // The query requires a callee whose text ends in `sleep`.
  textGate: /sleep/,
  check: ({ target, captures, context }) => {
    const { callee, duration } = captures;
    if (!callee || !duration || !SLEEP_CALLS.has(dottedName(callee).join('.'))) return false;
    // `await asyncio.sleep(0)` yields to the event loop: no waiting involved.
    if (/^0(\.0*)?$/.test(duration.text) || usesFakeClock(context)) return false;
    // Only in a test's own body: in a helper, a fake server's handler or a stub, a sleep simulates latency.
    let fn: Node | null = target.parent;
    while (fn && fn.type !== 'function_definition' && fn.type !== 'lambda') fn = fn.parent;
    if (fn?.type !== 'function_definition' || !isTestFunction(fn)) return false;
    return { details: { target: excerpt(target.text, 40) }, ...(pollsInLoop(target) ? { confidence: 60 } : {}) };
  },
  examples: {
    match: [
      'def test_expires(cache):\n    cache.set("k", 1, ttl=1)\n    time.sleep(2)\n    assert cache.get("k") is None',
      'async def test_retries():\n    start()\n    await asyncio.sleep(0.5)\n    assert calls == 2',
    ],
    noMatch: [
      'async def test_yields():\n    await asyncio.sleep(0)\n    assert done',
      'def test_timeout(server):\n    def slow_handler(request):\n        time.sleep(2)\n        return Response()\n    server.route("/", slow_handler)\n    with pytest.raises(Timeout):\n        fetch(server.url)',
      'def wait_a_bit():\n    time.sleep(1)',
      '@freeze_time("2024-01-01")\ndef test_expires(cache):\n    time.sleep(2)\n    assert cache.get("k") is None',
    ],
  },
};
