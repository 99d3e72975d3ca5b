import type { RuleContext } from '../../rule-definition.js';
import { calleePath } from './python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The first line in `nodes` (in order) that the change touched, if any. */
export function firstChangedLine(context: RuleContext, nodes: readonly Node[]): number | undefined {
  for (const node of nodes) {
    for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) if (context.isChanged(row + 1)) return row + 1;
  }
  return undefined;
}

export const lineOf = (node: Node): number => node.startPosition.row + 1;

/** Calls whose result changes from one call to the next: the same call twice is two different values. */
export const STATEFUL_CALL =
  /^(next|pop\w*|read\w*|recv\w*|random\w*|randint|choice|time|monotonic\w*|perf_counter\w*|consume\w*|accept\w*|advance\w*|peek\w*|get_nowait|uuid\d)$/;

/** Whether evaluating `node` twice may give two different values: an `await`, a walrus, a stateful call. */
export function mayChange(node: Node): boolean {
  if (node.descendantsOfType(['await', 'named_expression', 'yield']).length > 0) return true;
  return node.descendantsOfType('call').some((call) => STATEFUL_CALL.test(calleePath(call).at(-1) ?? ''));
}

/** Conditions that are constants: a branch switched off or on by hand, or a test of the grammar. */
export const LITERAL_CONDITION = new Set(['integer', 'float', 'true', 'false', 'none', 'string']);

/** Loops whose variables a closure defined in their body sees. */
export const LOOP_TYPES = new Set(['for_statement', 'while_statement']);

/** Builtin names (exceptions, and the functions a `raise` may call), and exceptions of other platforms and of Python 2 that code guards for. */
export const BUILTIN_EXCEPTIONS = new Set(
  (
    'ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError BrokenPipeError BufferError BytesWarning ' +
    'ChildProcessError ConnectionAbortedError ConnectionError ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError EncodingWarning ' +
    'EnvironmentError Exception ExceptionGroup FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError ImportError ' +
    'ImportWarning IndentationError IndexError InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError ModuleNotFoundError ' +
    'NameError NotADirectoryError NotImplemented NotImplementedError OSError OverflowError PendingDeprecationWarning PermissionError ProcessLookupError ' +
    'PythonFinalizationError RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration SyntaxError ' +
    'SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError ' +
    'UnicodeTranslateError UnicodeWarning UserWarning ValueError Warning ZeroDivisionError WindowsError VMSError StandardError _IncompleteInputError ' +
    // Raising what a builtin function returns: `raise next(iter(errors))`.
    'abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile complex copyright credits delattr dict dir ' +
    'divmod enumerate eval exec exit filter float format frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len ' +
    'license list locals map max memoryview min next object oct open ord pow print property quit range repr reversed round set setattr slice sorted ' +
    'staticmethod str sum super tuple type vars zip'
  ).split(' '),
);
