import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isStringLiteral, literalContent } from '../../../syntax/go/go-syntax.js';

/** go/build's lists of known operating systems and architectures (syslist.go), past ports included. */
const KNOWN: Record<string, ReadonlySet<string>> = {
  GOOS: new Set('aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris wasip1 windows zos'.split(' ')),
  GOARCH: new Set(
    '386 amd64 amd64p32 arm armbe arm64 arm64be loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm'.split(
      ' ',
    ),
  ),
};

const SUGGESTIONS: Record<string, string> = {
  macos: '`darwin`',
  osx: '`darwin`',
  mac: '`darwin`',
  win: '`windows`',
  win32: '`windows`',
  win64: '`windows`',
  x86_64: '`amd64`',
  x64: '`amd64`',
  x86: '`386`',
  i386: '`386`',
  aarch64: '`arm64`',
};

/** The literals `runtime.X` is compared with: the other side of `==`/`!=`, or the values of a switch's cases. */
function comparedLiterals(runtime: Node): Node[] {
  const parent = runtime.parent;
  if (parent?.type === 'binary_expression' && /^[!=]=$/.test(parent.childForFieldName('operator')?.text ?? '')) {
    const other = parent.childForFieldName('left')?.equals(runtime) ? parent.childForFieldName('right') : parent.childForFieldName('left');
    return other && isStringLiteral(other) ? [other] : [];
  }
  if (parent?.type === 'expression_switch_statement' && parent.childForFieldName('value')?.equals(runtime)) {
    return parent.namedChildren
      .filter((clause) => clause.type === 'expression_case')
      .flatMap((clause) => clause.childForFieldName('value')?.namedChildren ?? [])
      .filter(isStringLiteral);
  }
  return [];
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(selector_expression operand: (identifier) @package field: (field_identifier) @variable
  (#eq? @package "runtime") (#any-of? @variable "GOOS" "GOARCH")) @target`,
  textGate: /runtime\.GO(OS|ARCH)/,
  check: ({ target, captures }) => {
    const variable = captures.variable?.text ?? '';
    const known = KNOWN[variable];
    const wrong = known ? comparedLiterals(target).find((literal) => !known.has(literalContent(literal))) : undefined;
    if (!wrong) return false;
    const value = literalContent(wrong);
    return {
      line: wrong.startPosition.row + 1,
      details: {
        variable,
        value,
        kind: variable === 'GOOS' ? 'operating system' : 'architecture',
        suggestion: SUGGESTIONS[value.toLowerCase()] ?? `\`${variable === 'GOOS' ? 'linux' : 'amd64'}\`, …`,
      },
    };
  },
  examples: {
    match: ['if runtime.GOOS == "macos" {\n\topen("open")\n}', 'switch runtime.GOARCH {\ncase "amd64", "x86_64":\n\tfast()\n}'],
    noMatch: [
      'if runtime.GOOS == "darwin" {\n\topen("open")\n}',
      'switch runtime.GOOS {\ncase "linux", "windows":\n\tfast()\n}',
      'if runtime.GOOS == goos {\n}',
    ],
  },
};
