import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';
import { looksOctal, modeDetails } from './looks-octal.js';

/** Node's `fs` calls that take a mode: as a number argument (`chmod`, `mkdir`, `open`) or an options `mode` (`mkdir`, `writeFile`). */
const MODE_CALLS = /^(?:f|l)?chmod(?:Sync)?$|^mkdir(?:Sync)?$|^open(?:Sync)?$|^(?:writeFile|appendFile)(?:Sync)?$|^createWriteStream$/;
/** How `fs` and its promise API are usually named when imported. */
const FS_OBJECT = /^(?:fs|fsp|fse|fsPromises|promises|fs\.promises|fsExtra)$/;

/** The number literal given as the mode: a bare argument, or a `mode:` property of an options object. */
function modeLiteral(call: Node): Node | undefined {
  for (const arg of call.childForFieldName('arguments')?.namedChildren ?? []) {
    if (arg?.type === 'number') return arg;
    const property =
      arg?.type === 'object' ? arg.namedChildren.find((pair) => pair?.type === 'pair' && pair.childForFieldName('key')?.text === 'mode') : undefined;
    const value = property?.childForFieldName('value');
    if (value?.type === 'number') return value;
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(call_expression function: (member_expression) arguments: (arguments)) @target',
  textGate: /(?:chmod|mkdir|open|writeFile|appendFile|createWriteStream)(?:Sync)?\(/,
  check: ({ target }) => {
    const path = calleePath(target);
    if (!MODE_CALLS.test(path.at(-1) ?? '') || !FS_OBJECT.test(path.slice(0, -1).join('.'))) return false;
    const mode = modeLiteral(target);
    return mode !== undefined && looksOctal(mode.text) && { details: modeDetails(mode.text) };
  },
  examples: {
    match: ['fs.chmodSync(script, 755);', 'await fs.promises.mkdir(dir, { recursive: true, mode: 700 });', 'fs.writeFileSync(keyPath, key, { mode: 600 });'],
    noMatch: [
      'fs.chmodSync(script, 0o755);',
      'fs.mkdirSync(dir, { recursive: true });',
      'cache.set(key, 755);',
      'fs.writeFileSync(path, data, { mode: 0o600 });',
    ],
  },
};
