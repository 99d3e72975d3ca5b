import type { LanguageImplementation } from '../../../rule-folder.js';
import { checkTodoNote, TODO_GATE } from './check-todo-note.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(comment) @target',
  textGate: TODO_GATE,
  check: checkTodoNote,
  examples: {
    match: ['package cache\n\n// TODO: evict expired entries\nfunc Put(k string) {}', 'package cache\n\nconst limit = 10 // HACK until the API paginates'],
    noMatch: [
      'package cache\n\n// TODO(maria): evict expired entries\nfunc Put(k string) {}',
      'package cache\n\n// FIXME: see https://github.com/acme/app/issues/12\nfunc Put(k string) {}',
    ],
  },
};
