// The construct a line belongs to: the lines of the innermost function, method, class, interface or type
// declaration around it, or the whole file outside any. A label keeps its finding's scope so that the finding
// still finds its label when its rule starts anchoring on another line of the same construct.
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

const require = createRequire(import.meta.url);

const GRAMMAR_BY_EXTENSION = new Map([
  ['.ts', 'typescript'],
  ['.mts', 'typescript'],
  ['.cts', 'typescript'],
  ['.tsx', 'tsx'],
  ['.js', 'javascript'],
  ['.mjs', 'javascript'],
  ['.cjs', 'javascript'],
  ['.jsx', 'javascript'],
  ['.py', 'python'],
  ['.go', 'go'],
]);

const CONSTRUCTS = new Set([
  // JavaScript and TypeScript
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'function',
  'arrow_function',
  'method_definition',
  'class_declaration',
  'abstract_class_declaration',
  'class',
  'interface_declaration',
  'type_alias_declaration',
  'enum_declaration',
  // Python
  'function_definition',
  'class_definition',
  // Go
  'method_declaration',
  'func_literal',
  'type_declaration',
]);

let ready;
const grammars = new Map();

async function parserFor(path) {
  const dot = path.lastIndexOf('.');
  const name = dot < 0 ? undefined : GRAMMAR_BY_EXTENSION.get(path.slice(dot).toLowerCase());
  if (!name) return undefined;
  ready ??= Parser.init();
  await ready;
  if (!grammars.has(name)) grammars.set(name, Language.load(require.resolve(`@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`)));
  const parser = new Parser();
  parser.setLanguage(await grammars.get(name));
  return parser;
}

/** Returns `scopeOf(line)` for one file's text: [first line, last line] of the smallest construct on or around a line (1-based). */
export async function readScopes(path, text) {
  const file = [1, text.split('\n').length];
  const parser = await parserFor(path);
  const tree = parser?.parse(text);
  parser?.delete();
  const constructs = [];
  if (tree) {
    const cursor = tree.walk();
    for (let more = true; more;) {
      const { nodeType, startPosition, endPosition } = cursor;
      if (CONSTRUCTS.has(nodeType)) constructs.push([startPosition.row + 1, endPosition.row + 1]);
      if (cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) {
          more = false;
          break;
        }
      }
    }
    cursor.delete();
    tree.delete();
  }
  return (line) => constructs.reduce((best, range) => (range[0] <= line && line <= range[1] && range[1] - range[0] < best[1] - best[0] ? range : best), file);
}
