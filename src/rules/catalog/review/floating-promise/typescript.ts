import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isAsync } from '../../../syntax/javascript/async-bug-patterns-helpers.js';
import { enclosingFunction } from '../../../syntax/javascript/javascript-syntax.js';
import { promiseSource } from '../../../syntax/javascript/promise-source.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(expression_statement (call_expression) @call) @target',
  // Only reported inside an `async` function.
  textGate: /async/,
  check: ({ target, captures, context }) => {
    const fn = enclosingFunction(target);
    if (!fn || !isAsync(fn) || !captures.call) return false;
    const source = promiseSource(captures.call, context);
    return source ? { details: { call: excerpt(captures.call.text, 50), what: source.what }, confidence: source.confidence } : false;
  },
  fix: ({ lines, line, column }) => {
    const text = lines[line - 1] ?? '';
    if (column === undefined || !/^[\w$.]+\(/.test(text.slice(column - 1))) return undefined;
    return { startLine: line, endLine: line, replacement: [`${text.slice(0, column - 1)}await ${text.slice(column - 1)}`] };
  },
  examples: {
    match: [
      'async function save(user) {\n  await db.put(user);\n}\nexport async function register(user) {\n  save(user);\n  return user.id;\n}',
      'async function run(jobs) {\n  Promise.all(jobs.map(start));\n  report();\n}',
      "import { writeFile } from 'node:fs/promises';\nexport async function store(path, data) {\n  writeFile(path, data);\n}",
      'class Cache {\n  async flush() {}\n  async close() {\n    this.flush();\n  }\n}',
    ],
    noMatch: [
      'async function save(user) {}\nexport function register(user) {\n  save(user);\n}',
      'async function save(user) {}\nexport async function register(user) {\n  await save(user);\n  void save(user);\n  save(user).catch(report);\n}',
      'function save(user) {}\nexport async function register(user) {\n  save(user);\n}',
    ],
  },
};
