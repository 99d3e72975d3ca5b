import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/** Types whose value must not be copied once used: each holds state every copy would split. */
const LOCK_TYPES = new Set([
  'sync.Mutex',
  'sync.RWMutex',
  'sync.WaitGroup',
  'sync.Once',
  'sync.Cond',
  'atomic.Bool',
  'atomic.Int32',
  'atomic.Int64',
  'atomic.Uint32',
  'atomic.Uint64',
  'atomic.Uintptr',
  'atomic.Value',
]);

/** Methods that act on a lock's own state. */
const LOCK_METHODS = new Set([
  'Lock',
  'Unlock',
  'RLock',
  'RUnlock',
  'TryLock',
  'Wait',
  'Add',
  'Done',
  'Do',
  'Signal',
  'Broadcast',
  'Load',
  'Store',
  'Swap',
  'CompareAndSwap',
]);

const CONSEQUENCE: Record<string, string> = {
  'sync.WaitGroup': "never reaches the caller's group: a `Wait` on it may block forever",
  'sync.Once': "does not tell the caller's `Once` that it ran",
};
const LOCKS_NOTHING = 'excludes no one the caller locks out';
const COUNTS_NOTHING = 'changes nothing the caller sees';

function consequenceOf(lock: string): string {
  return CONSEQUENCE[lock] ?? (lock.startsWith('atomic.') ? COUNTS_NOTHING : LOCKS_NOTHING);
}

/** For each struct of the file: its fields holding a lock by value (`mu sync.Mutex`), and locks it embeds by value. */
const lockFieldsOf = perFile((context): ReadonlyMap<string, { fields: ReadonlyMap<string, string>; embedded?: string }> => {
  const structs = new Map<string, { fields: Map<string, string>; embedded?: string }>();
  for (const spec of context.root.descendantsOfType('type_spec')) {
    const struct = spec.childForFieldName('type');
    const name = spec.childForFieldName('name')?.text;
    if (!name || struct?.type !== 'struct_type') continue;
    const held: { fields: Map<string, string>; embedded?: string } = { fields: new Map() };
    for (const field of struct.descendantsOfType('field_declaration')) {
      const type = field.childForFieldName('type')?.text ?? '';
      if (!LOCK_TYPES.has(type)) continue;
      const names = field.childrenForFieldName('name').filter((child): child is Node => child !== null);
      if (names.length === 0) held.embedded = type;
      for (const child of names) held.fields.set(child.text, type);
    }
    if (held.fields.size > 0 || held.embedded) structs.set(name, held);
  }
  return structs;
});

/** The first use of a lock through `name` in `body`: `name.Lock()`, `name.mu.Lock()`; with the lock's type. */
function lockUse(body: Node, name: string, direct: string | undefined, fields: ReadonlyMap<string, string>): { use: Node; lock: string } | undefined {
  for (const call of body.descendantsOfType('call_expression')) {
    const callee = call.childForFieldName('function');
    if (callee?.type !== 'selector_expression' || !LOCK_METHODS.has(callee.childForFieldName('field')?.text ?? '')) continue;
    const operand = callee.childForFieldName('operand');
    if (direct && operand?.type === 'identifier' && operand.text === name) return { use: call, lock: direct };
    if (operand?.type === 'selector_expression' && operand.childForFieldName('operand')?.text === name) {
      const lock = fields.get(operand.childForFieldName('field')?.text ?? '');
      if (lock) return { use: call, lock };
    }
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(parameter_declaration name: (identifier) @name type: [(qualified_type) (type_identifier)] @type) @target',
  textGate: /\bsync\b|\batomic\b/,
  check: ({ target, captures, context }) => {
    const { name, type } = captures;
    if (!name || !type || name.text === '_') return false;
    const list = target.parent;
    const fn = list?.parent;
    const body = fn?.childForFieldName('body');
    if (!list || !fn || !body || !['function_declaration', 'method_declaration', 'func_literal'].includes(fn.type)) return false;
    const struct = type.type === 'type_identifier' ? lockFieldsOf(context).get(type.text) : undefined;
    const direct = LOCK_TYPES.has(type.text) ? type.text : struct?.embedded;
    const found = lockUse(body, name.text, direct, struct?.fields ?? new Map());
    if (!found) return false;
    const receiver = fn.type === 'method_declaration' && fn.childForFieldName('receiver')?.id === list.id;
    const how = LOCK_TYPES.has(type.text)
      ? receiver
        ? 'a value receiver'
        : 'a parameter passed by value'
      : `\`${type.text}\` ${receiver ? 'is a value receiver' : 'is passed by value'}`;
    return {
      details: { name: name.text, type: type.text, lock: found.lock, how, use: found.use.text, consequence: consequenceOf(found.lock) },
    };
  },
  examples: {
    match: [
      'func worker(jobs <-chan int, wg sync.WaitGroup) {\n\tdefer wg.Done()\n\tfor range jobs {\n\t}\n}',
      'type Counter struct {\n\tmu sync.Mutex\n\tn  int\n}\n\nfunc (c Counter) Inc() {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tc.n++\n}',
      'type Cache struct {\n\tsync.RWMutex\n\titems map[string]string\n}\n\nfunc (c Cache) Get(k string) string {\n\tc.RLock()\n\tdefer c.RUnlock()\n\treturn c.items[k]\n}',
      'func count(hits atomic.Int64, n int) {\n\tfor i := 0; i < n; i++ {\n\t\thits.Add(1)\n\t}\n}',
    ],
    noMatch: [
      'func worker(jobs <-chan int, wg *sync.WaitGroup) {\n\tdefer wg.Done()\n}',
      'type Counter struct {\n\tmu sync.Mutex\n\tn  int\n}\n\nfunc (c *Counter) Inc() {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tc.n++\n}',
      'type Counter struct {\n\tmu sync.Mutex\n\tn  int\n}\n\nfunc (c Counter) String() string {\n\treturn fmt.Sprint(c.n)\n}',
      'type Pool struct {\n\tmu *sync.Mutex\n}\n\nfunc (p Pool) Take() {\n\tp.mu.Lock()\n\tdefer p.mu.Unlock()\n}',
      'func run(cfg Config) {\n\tcfg.mu.Lock()\n}',
    ],
  },
};
