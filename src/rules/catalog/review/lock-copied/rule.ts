import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/lock-copied',
  ...HIGH_CORRECTNESS,
  message: '`{{name}}` is a copy of a `{{lock}}` ({{how}}): `{{use}}` acts on the copy, so it {{consequence}}.',
  recommendation: 'Take a pointer: `{{name}} *{{type}}`.',
  documentation: {
    finds:
      'A Go function parameter or method receiver passed by value whose type is a `sync.Mutex`, `RWMutex`, `WaitGroup`, `Once` or `Cond`, a `sync/atomic` value type, or a struct of the same file holding one of them by value (as a field or embedded), when the function uses that lock (`mu.Lock()`, `wg.Done()`, `c.mu.Lock()`, `n.Add(1)`).',
    why: "Every call gets its own copy of the value: locking the copy excludes no one, `Done` on a copy never releases the caller's `Wait` (a deadlock), and an atomic counter incremented in a copy never counts. The code reads as synchronised and is not.",
    wrongWhen:
      'Practically never: `go vet` reports every such copy. The rule reports only copies the function goes on to use; parameters and receivers that are pointers, struct fields that are pointers to locks, and types declared in other files (whose fields it cannot see) are left alone.',
    origin: "go vet's `copylocks`, which uses types; this rule keeps to the types the signature names and the structs the file declares.",
  },
};
