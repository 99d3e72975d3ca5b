import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { checkTodoNote, TODO_GATE } from './check-todo-note.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(comment) @target',
  textGate: TODO_GATE,
  check: checkTodoNote,
  examples: {
    match: [
      '// TODO: handle the retry case',
      'const limit = 10; // HACK until the API paginates',
      '/**\n * Parses the header.\n * FIXME: breaks on folded lines\n */\nfunction parse() {}',
    ],
    noMatch: [
      '// TODO(#482): handle the retry case',
      '// TODO(maria): switch to Intl.NumberFormat',
      '// FIXME(@sam): validate the merged config',
      '// FIXME: see https://github.com/acme/app/issues/12',
      '// TODO: support folded lines\n// tracked in PLAT-1234',
      '// phone format XXX-XXX-XXXX',
      '// nothing todo here',
      "// const badData = 'XXX';",
      '// Files go to ~/.cache/app/XXX /data, e.g. for a run called XXX',
      '/**\n * @example\n *   sextant review --output /tmp/XXX report.json\n */\nfunction review() {}',
    ],
  },
};
