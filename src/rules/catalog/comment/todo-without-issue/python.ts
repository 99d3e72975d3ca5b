import type { LanguageImplementation } from '../../../rule-folder.js';
import { checkTodoNote, TODO_GATE } from './check-todo-note.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(comment) @target',
  textGate: TODO_GATE,
  check: checkTodoNote,
  examples: {
    match: ['# TODO: handle the retry case', 'limit = 10  # HACK until the API paginates'],
    noMatch: ['# TODO(#482): handle the retry case', '# FIXME(@sam): validate the merged config', '# phone format XXX-XXX-XXXX'],
  },
};
