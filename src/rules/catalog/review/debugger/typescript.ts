import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(debugger_statement) @target',
  textGate: /debugger/,
  fix: ({ lines, line }) => (/^\s*debugger;?\s*$/.test(lines[line - 1] ?? '') ? { startLine: line, endLine: line, replacement: [] } : undefined),
  examples: {
    match: ['function pay(order) {\n  debugger;\n  return submit(order);\n}', 'if (retries > 3) debugger;'],
    noMatch: ['const debuggerEnabled = false;', "logger.debug('paying');"],
  },
};
