import type { Node } from 'web-tree-sitter';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleeName, enclosingFunction } from '../../../syntax/go/go-syntax.js';

/** Calls that open something to close: files (from `os` or an afero-style file system) and HTTP responses. */
const FILE_OPENER = /^(?:os|afero|(?:[\w.]*\.)?[fF]s|(?:[\w.]*\.)?[fF]ilesystem)\.(?:Open|OpenFile|Create)$/;
// A client's `Do` is net/http's only in a file that imports it and with one argument: other clients (Redis, fasthttp) answer in other types.
const RESPONSE_OPENER =
  /^(?:http\.(?:Get|Post|Head|PostForm)|http\.DefaultClient\.(?:Do|Get|Post|Head|PostForm)|(?:[\w.]*\.)?(?:[cC]lient|http[cC]lient)\.Do)$/;

/** The names the file's imports bind: `io`, `toml` for `github.com/BurntSushi/toml`, `yaml` for `gopkg.in/yaml.v3`, an alias. */
const importedPackages = perFile((context): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const spec of context.root.descendantsOfType('import_spec')) {
    const alias = spec?.childForFieldName('name')?.text;
    const path = spec?.childForFieldName('path')?.text.slice(1, -1) ?? '';
    const segments = path.split('/').filter((segment) => !/^v\d+$/.test(segment));
    const last = (segments.at(-1) ?? '').replace(/\.v\d+$/, '').replace(/^go-/, '');
    if (alias && alias !== '_' && alias !== '.') names.add(alias);
    else if (last) names.add(last);
  }
  return names;
});

/** Parameter types a function can only read from or write to: it cannot close what it is given. */
const BORROWED_TYPES = /^io\.(?:Reader|Writer|ReaderAt|WriterAt|ReadSeeker|ReadWriter|ReadWriteSeeker|WriteSeeker|StringWriter|ByteReader|ByteWriter)$/;

/** A parameter of a function or method of the file: its name (if it has one), its type, and the function's body. */
interface Parameter {
  name: string | undefined;
  type: string;
  body: Node | null;
}

/** The parameter at `position` of each function (or each method) of the file named `name`; empty when the file declares none. */
function parametersAt(root: Node, name: string, position: number, kind: 'function_declaration' | 'method_declaration'): Parameter[] {
  const found: Parameter[] = [];
  for (const fn of root.descendantsOfType(kind)) {
    if (fn.childForFieldName('name')?.text !== name) continue;
    const parameters: Parameter[] = [];
    for (const declaration of fn.childForFieldName('parameters')?.namedChildren ?? []) {
      const type = declaration?.childForFieldName('type')?.text ?? '';
      const names = declaration?.childrenForFieldName('name') ?? [];
      if (names.length === 0) parameters.push({ name: undefined, type, body: null });
      for (const parameterName of names) parameters.push({ name: parameterName?.text, type, body: fn.childForFieldName('body') });
    }
    const parameter = parameters[position];
    if (parameter) found.push(parameter);
  }
  return found;
}

/**
 * Whether passing `use` (an argument of `call`) lends it only: to another package's function, or to functions of the
 * file that take it as an `io.Reader`/`io.Writer` or neither close it nor hand it on themselves (two calls deep).
 */
function lends(call: Node, use: Node, context: RuleContext, depth: number): boolean {
  const callee = call.childForFieldName('function');
  const argument = call.childForFieldName('arguments')?.namedChildren.findIndex((child) => child?.equals(use)) ?? -1;
  if (!callee || argument < 0) return false;
  if (callee.type === 'selector_expression') {
    const operand = callee.childForFieldName('operand');
    // Another package's function reads or writes what it is given; it does not take the caller's file over. A
    // constructor (`log.New(f, …)`, `bufio.NewWriter(f)`) keeps it in what it returns, unless that is used at once.
    if (operand?.type === 'identifier' && importedPackages(context).has(operand.text)) {
      const constructor = /^New/.test(callee.childForFieldName('field')?.text ?? '');
      return !constructor || call.parent?.type === 'selector_expression';
    }
  }
  const name = calleeName(call);
  const parameters = name
    ? parametersAt(context.root, name, argument, callee.type === 'selector_expression' ? 'method_declaration' : 'function_declaration')
    : [];
  return (
    parameters.length > 0 &&
    parameters.every(
      (parameter) =>
        BORROWED_TYPES.test(parameter.type) ||
        (depth > 0 &&
          parameter.name !== undefined &&
          parameter.body !== null &&
          !closedOrHandedOn(parameter.body, parameter.name, undefined, context, depth - 1)),
    )
  );
}

/**
 * Whether the function may close `name` or hand it to something that may: a `Close` on it (or its `Body`), or a
 * use other than a method call, a field read, a comparison with nil or a loan (see `lends`).
 */
function closedOrHandedOn(body: Node, name: string, opened: Node | undefined, context: RuleContext, depth = 2): boolean {
  for (const use of body.descendantsOfType('identifier')) {
    if (use.text !== name || (opened && use.startIndex < opened.endIndex)) continue;
    let value: Node = use;
    const selector = use.parent?.type === 'selector_expression' && use.parent.childForFieldName('operand')?.equals(use) ? use.parent : undefined;
    if (selector) {
      // `f.Close()` closes; `f.Write(…)` and `resp.StatusCode` use it; `resp.Body` is followed like the response.
      const field = selector.childForFieldName('field')?.text;
      if (field === 'Close') return true;
      if (field !== 'Body') continue;
      const outer = selector.parent?.type === 'selector_expression' ? selector.parent : undefined;
      if (outer) {
        if (outer.childForFieldName('field')?.text === 'Close') return true;
        continue;
      }
      value = selector;
    }
    const holder = value.parent;
    if (holder?.type === 'binary_expression') continue;
    if (holder?.type === 'argument_list' && holder.parent?.type === 'call_expression' && lends(holder.parent, value, context, depth)) continue;
    return true;
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(short_var_declaration
  left: (expression_list . (identifier) @name . (identifier) @err .)
  right: (expression_list . (call_expression function: [(selector_expression) (identifier)] @opener) .)) @target`,
  textGate: /\b(?:Open|OpenFile|Create|Get|Post|Head|PostForm|Do)\(/,
  check: ({ target, captures, context }) => {
    const { name, opener } = captures;
    if (!name || !opener || name.text === '_') return false;
    const file = FILE_OPENER.test(opener.text);
    const call = opener.parent;
    const response =
      RESPONSE_OPENER.test(opener.text) &&
      context.lines.some((line) => /^\s*(?:import\s+)?(?:\w+\s+)?"net\/http"/.test(line)) &&
      (!opener.text.endsWith('.Do') || call?.childForFieldName('arguments')?.namedChildCount === 1);
    if (!file && !response) return false;
    const fn = enclosingFunction(target);
    const body = fn?.childForFieldName('body');
    if (!fn || !body || closedOrHandedOn(body, name.text, target, context)) return false;
    const writes = file && /Create|OpenFile/.test(opener.text);
    return {
      details: {
        name: name.text,
        opener: `${opener.text}(…)`,
        function: fn.childForFieldName('name')?.text ?? 'this function',
        consequence: file
          ? 'its descriptor stays open until the garbage collector finds it, and an error on the final write-back is lost'
          : 'its body is never closed, so the connection never goes back to the pool',
        closer: file ? name.text : `${name.text}.Body`,
        writeNote: writes ? ', and check the error of an explicit `Close` after the last write' : '',
      },
    };
  },
  examples: {
    match: [
      'func save(path string, data []byte) error {\n\tf, err := os.Create(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\t_, err = f.Write(data)\n\treturn err\n}',
      'func (c *Config) write(name string) error {\n\tf, err := c.fs.OpenFile(name, os.O_WRONLY, 0o644)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn c.encode(f)\n}\n\nfunc (c *Config) encode(w io.Writer) error {\n\treturn json.NewEncoder(w).Encode(c)\n}',
      'import "encoding/csv"\n\nfunc export(path string, rows []Row) error {\n\tf, err := os.Create(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn writeRows(f, rows)\n}\n\nfunc writeRows(f *os.File, rows []Row) error {\n\treturn csv.NewWriter(f).WriteAll(format(rows))\n}',
      'import "net/http"\n\nfunc status(url string) (int, error) {\n\tresp, err := http.Get(url)\n\tif err != nil {\n\t\treturn 0, err\n\t}\n\treturn resp.StatusCode, nil\n}',
    ],
    noMatch: [
      'func save(path string, data []byte) error {\n\tf, err := os.Create(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\tdefer f.Close()\n\t_, err = f.Write(data)\n\treturn err\n}',
      'func open(path string) (*os.File, error) {\n\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn f, nil\n}',
      'import "log"\n\nfunc (s *Server) trace(path string) {\n\tif f, err := os.Create(path); err == nil {\n\t\ts.logger = log.New(f, "trace: ", 0)\n\t}\n}',
      'func (s *Store) load(path string) error {\n\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\ts.file = f\n\treturn nil\n}',
      'func read(path string) error {\n\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn consume(f)\n}',
      'func export(path string, rows []Row) error {\n\tf, err := os.Create(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn writeRows(f, rows)\n}\n\nfunc writeRows(f *os.File, rows []Row) error {\n\tdefer f.Close()\n\treturn csv.NewWriter(f).WriteAll(format(rows))\n}',
      'import (\n\t"io"\n\t"net/http"\n)\n\nfunc fetch(url string) ([]byte, error) {\n\tresp, err := http.Get(url)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdefer resp.Body.Close()\n\treturn io.ReadAll(resp.Body)\n}',
      'func fetch(c *http.Client, req *http.Request) (*http.Response, error) {\n\tresp, err := c.Do(req)\n\treturn resp, err\n}',
      'import "io"\n\nfunc copyTo(w io.Writer, path string) error {\n\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\tdefer func() { _ = f.Close() }()\n\t_, err = io.Copy(w, f)\n\treturn err\n}',
    ],
  },
};
