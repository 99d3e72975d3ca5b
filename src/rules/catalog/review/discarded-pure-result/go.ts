import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Packages every function of which only computes a result (staticcheck's SA4017 knows them as pure). */
const PURE_PACKAGES = new Set(['strings', 'bytes', 'strconv', 'unicode']);
/** go vet's `unusedresult` list, outside the pure packages (`context.With*` is left to review/lost-cancel). */
const MUST_USE = new Set([
  'errors.New',
  'fmt.Errorf',
  'fmt.Sprint',
  'fmt.Sprintf',
  'fmt.Sprintln',
  'fmt.Append',
  'fmt.Appendf',
  'fmt.Appendln',
  'sort.Reverse',
  // Only the lexical path functions: `filepath.Walk` and `Glob` read the file system and take callbacks.
  ...['Base', 'Clean', 'Dir', 'Ext', 'Join', 'Rel', 'Split', 'ToSlash', 'FromSlash'].flatMap((name) => [`path.${name}`, `filepath.${name}`]),
  ...['Clone', 'Collect', 'Equal', 'EqualFunc', 'Keys', 'Values'].map((name) => `maps.${name}`),
  ...[
    'Clip',
    'Clone',
    'Compact',
    'CompactFunc',
    'Concat',
    'Contains',
    'ContainsFunc',
    'Delete',
    'DeleteFunc',
    'Equal',
    'Grow',
    'Index',
    'IndexFunc',
    'Insert',
    'Max',
    'Min',
    'Repeat',
    'Replace',
    'Sorted',
  ].map((name) => `slices.${name}`),
]);
/** The import path of each package name above, to tell the standard package from a local name. */
const IMPORT_PATH: Record<string, string> = { filepath: 'path/filepath' };

/** The import paths the file imports without an alias. */
function importedPaths(root: Node): Set<string> {
  const specs = root.descendantsOfType('import_spec').filter((spec) => spec !== null && !spec.childForFieldName('name'));
  return new Set(specs.map((spec) => spec?.childForFieldName('path')?.text.slice(1, -1) ?? ''));
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(expression_statement (call_expression function: (selector_expression operand: (identifier) field: (field_identifier))) @call) @target',
  textGate: /\b(?:strings|bytes|strconv|unicode|path|filepath|errors|fmt|sort|maps|slices)\./,
  check: ({ captures, context }) => {
    const call = captures.call;
    const path = call ? calleePath(call) : [];
    const [pkg, name] = path;
    if (!call || path.length !== 2 || !pkg || !name) return false;
    if (!PURE_PACKAGES.has(pkg) && !MUST_USE.has(`${pkg}.${name}`)) return false;
    // `strings.Builder`-like types are not calls; but a variable named like the package would be: the file must import it.
    if (!importedPaths(context.root).has(IMPORT_PATH[pkg] ?? pkg)) return false;
    return { details: { call: excerpt(call.text, 60) } };
  },
  examples: {
    match: [
      'import "strings"\n\nfunc clean(name string) string {\n\tstrings.TrimSpace(name)\n\treturn name\n}',
      'import (\n\t"errors"\n)\n\nfunc check(n int) error {\n\tif n < 0 {\n\t\terrors.New("negative")\n\t}\n\treturn nil\n}',
      'import (\n\t"fmt"\n\t"slices"\n)\n\nfunc drop(xs []int, i int) []int {\n\tslices.Delete(xs, i, i+1)\n\tfmt.Sprintf("dropped %d", i)\n\treturn xs\n}',
    ],
    noMatch: [
      'import "strings"\n\nfunc clean(name string) string {\n\treturn strings.TrimSpace(name)\n}',
      'import "fmt"\n\nfunc say() {\n\tfmt.Println("hi")\n}',
      'func f(strings *Store) {\n\tstrings.Delete("k")\n}',
      'import "path/filepath"\n\nfunc f(dir string) {\n\tfilepath.Walk(dir, visit)\n}',
      'import "sort"\n\nfunc f(xs []int) {\n\tsort.Ints(xs)\n}',
    ],
  },
};
