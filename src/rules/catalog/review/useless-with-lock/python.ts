import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/python/python-syntax.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

const MODULES = ['threading', 'multiprocessing', 'asyncio'];

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(with_item value: [
  (call function: (_) @class) @lock
  (as_pattern (call function: (_) @class) @lock)
]) @target`,
  textGate: /Lock|Condition|Semaphore/,
  check: ({ target, captures, context }) => {
    const path = captures.class ? dottedName(captures.class) : [];
    const name = path.at(-1) ?? '';
    if (!/^(?:R?Lock|Condition|(?:Bounded)?Semaphore)$/.test(name)) return false;
    if (path.length === 2 && !MODULES.includes(path[0] ?? '')) return false;
    // A bare `Lock()` must come from one of those modules: `from threading import Lock`.
    const imported = new RegExp(`^\\s*from\\s+(?:${MODULES.join('|')})\\s+import\\b.*\\b${name}\\b`);
    if (path.length === 1 && !context.lines.some((line) => imported.test(line))) return false;
    if (path.length > 2 || silencedByNoqa(context.lines, lineOf(target), ['PLW2101'])) return false;
    return { details: { lock: excerpt(captures.lock?.text ?? '', 40) } };
  },
  examples: {
    match: [
      'def add(self, item):\n    with threading.Lock():\n        self.items.append(item)',
      'from threading import RLock\n\ndef add(self, item):\n    with RLock() as guard:\n        self.items.append(item)',
      'async def tick(self):\n    async with asyncio.Lock():\n        self.count += 1',
    ],
    noMatch: [
      'def add(self, item):\n    with self._lock:\n        self.items.append(item)',
      'def add(self, item):\n    with Lock():\n        self.items.append(item)',
      'def read(path):\n    with open(path) as f, lock_for(path):\n        return f.read()',
    ],
  },
};
