import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

/** Each builtin exception's direct base class (Python 3's hierarchy; `IOError` and `EnvironmentError` are `OSError`). */
const BASE: Readonly<Record<string, string>> = (() => {
  const children: Record<string, string> = {
    BaseException: 'SystemExit KeyboardInterrupt GeneratorExit Exception',
    Exception:
      'ArithmeticError AssertionError AttributeError BufferError EOFError ImportError LookupError MemoryError NameError OSError ReferenceError ' +
      'RuntimeError StopIteration StopAsyncIteration SyntaxError SystemError TypeError ValueError Warning',
    ArithmeticError: 'FloatingPointError OverflowError ZeroDivisionError',
    ImportError: 'ModuleNotFoundError',
    LookupError: 'IndexError KeyError',
    NameError: 'UnboundLocalError',
    OSError:
      'BlockingIOError ChildProcessError ConnectionError FileExistsError FileNotFoundError InterruptedError IsADirectoryError NotADirectoryError ' +
      'PermissionError ProcessLookupError TimeoutError',
    ConnectionError: 'BrokenPipeError ConnectionAbortedError ConnectionRefusedError ConnectionResetError',
    RuntimeError: 'NotImplementedError RecursionError',
    SyntaxError: 'IndentationError',
    IndentationError: 'TabError',
    ValueError: 'UnicodeError',
    UnicodeError: 'UnicodeDecodeError UnicodeEncodeError UnicodeTranslateError',
    Warning:
      'DeprecationWarning PendingDeprecationWarning RuntimeWarning SyntaxWarning UserWarning FutureWarning ImportWarning UnicodeWarning BytesWarning ResourceWarning EncodingWarning',
  };
  const base: Record<string, string> = {};
  for (const [parent, names] of Object.entries(children)) for (const name of names.split(' ')) base[name] = parent;
  return base;
})();

const ALIAS: Readonly<Record<string, string>> = { IOError: 'OSError', EnvironmentError: 'OSError' };

/** Whether builtin `name` is `ancestor` or one of its subclasses. */
function isSubclass(name: string, ancestor: string): boolean {
  for (let current: string | undefined = ALIAS[name] ?? name; current; current = BASE[current]) if (current === (ALIAS[ancestor] ?? ancestor)) return true;
  return false;
}

const isBuiltin = (name: string): boolean => name === 'BaseException' || (ALIAS[name] ?? name) in BASE;

/** The plain names an `except` clause catches, as written. */
function caught(clause: Node): string[] {
  const value = clause.childForFieldName('value');
  const types = value?.type === 'as_pattern' ? value.namedChildren[0] : value;
  const names = types?.type === 'tuple' || types?.type === 'parenthesized_expression' ? types.namedChildren : [types];
  return names.filter((name): name is Node => name?.type === 'identifier').map((name) => name.text);
}

/** Whether the file binds `name` itself (an import or a class), so it may not be the builtin. */
function boundInFile(source: string, name: string): boolean {
  return new RegExp(`\\bimport\\b[^\\n]*\\b${name}\\b|\\bclass\\s+${name}\\b|\\b${name}\\s*=|\\bas\\s+${name}\\b`).test(source);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(try_statement (except_clause) @target)',
  textGate: /except[\s(]/,
  check: ({ target, context }) => {
    const names = caught(target).filter(isBuiltin);
    if (names.length === 0) return false;
    for (let earlier = target.previousNamedSibling; earlier?.type === 'except_clause'; earlier = earlier.previousNamedSibling) {
      for (const broader of caught(earlier).filter(isBuiltin)) {
        const exception = names.find((name) => (ALIAS[name] ?? name) !== (ALIAS[broader] ?? broader) && isSubclass(name, broader));
        if (!exception) continue;
        const source = context.lines.join('\n');
        if (boundInFile(source, exception) || boundInFile(source, broader)) return false;
        if (silencedByNoqa(context.lines, lineOf(target), ['PLE0701', 'E0701'])) return false;
        return { details: { exception, broader, first: String(lineOf(earlier)) } };
      }
    }
    return false;
  },
  examples: {
    match: [
      'try:\n    data = open(path).read()\nexcept OSError:\n    data = ""\nexcept FileNotFoundError:\n    data = None',
      'try:\n    value = int(text)\nexcept Exception as error:\n    log(error)\nexcept (ValueError, TypeError):\n    value = 0',
      'try:\n    item = table[key]\nexcept LookupError:\n    item = None\nexcept KeyError:\n    raise',
    ],
    noMatch: [
      'try:\n    data = open(path).read()\nexcept FileNotFoundError:\n    data = None\nexcept OSError:\n    data = ""',
      'try:\n    value = int(text)\nexcept ValueError:\n    value = 0\nexcept KeyError:\n    raise',
      'from requests.exceptions import ConnectionError\ntry:\n    fetch()\nexcept OSError:\n    pass\nexcept ConnectionError:\n    retry()',
      'try:\n    run()\nexcept errors.Error:\n    pass\nexcept ValueError:\n    pass',
    ],
  },
};
