import type { LanguageImplementation } from '../../../rule-folder.js';
import { statementsOf } from '../../../syntax/go/go-syntax.js';
import { type LoopSyntax, onePassExit } from './one-pass.js';

const SYNTAX: LoopSyntax = {
  statements: (loop) => {
    const body = loop.childForFieldName('body');
    return body ? statementsOf(body) : undefined;
  },
  exits: new Set(['return_statement']),
  branching: new Set(['if_statement', 'for_statement', 'expression_switch_statement', 'type_switch_statement', 'select_statement']),
  breakable: new Set(['for_statement', 'expression_switch_statement', 'type_switch_statement', 'select_statement']),
  separate: new Set(['func_literal']),
  mayRepeat: new Set(['continue_statement', 'goto_statement']),
  iterable: (loop) =>
    loop.type === 'for_statement' ? loop.namedChildren.find((child) => child.type === 'range_clause')?.childForFieldName('right') : undefined,
  literalLists: new Set(['composite_literal']),
  bindings: new Map([
    ['short_var_declaration', 'left'],
    ['assignment_statement', 'left'],
    ['var_spec', 'name'],
    ['range_clause', 'left'],
  ]),
  nameType: 'identifier',
  returnType: 'return_statement',
  breakType: 'break_statement',
  labelOf: (node) => node.namedChildren.find((child) => child.type === 'label_name')?.text,
};

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(for_statement) @target',
  check: ({ target, context }) => onePassExit(target, SYNTAX, context.lines),
  examples: {
    match: [
      'func find(users []User, id int) *User {\n\tfor _, u := range users {\n\t\tif u.ID == id {\n\t\t\treturn &u\n\t\t}\n\t\treturn nil\n\t}\n\treturn nil\n}',
      'func drain(jobs []Job) error {\n\tfor _, j := range jobs {\n\t\tif err := run(j); err != nil {\n\t\t\treturn err\n\t\t}\n\t\tbreak\n\t}\n\treturn nil\n}',
    ],
    noMatch: [
      'func find(users []User, id int) *User {\n\tfor _, u := range users {\n\t\tif u.ID == id {\n\t\t\treturn &u\n\t\t}\n\t}\n\treturn nil\n}',
      'func name(clients map[int]*Client) (n string) {\n\tfor _, c := range clients {\n\t\tif c.acc != nil {\n\t\t\tn = c.acc.Name\n\t\t}\n\t\tbreak\n\t}\n\treturn n\n}',
      'func primary(configs []Config) (string, error) {\n\tfor _, c := range configs {\n\t\tif c.Private != "" {\n\t\t\treturn c.Private, nil\n\t\t}\n\t\t// The first configuration is the primary one: without a private address it is an error.\n\t\treturn "", errNoPrivate\n\t}\n\treturn "", errNone\n}',
      'func any(m map[string]int) string {\n\tfor k := range m {\n\t\treturn k\n\t}\n\treturn ""\n}',
      'func next(it *Iter) (Doc, error) {\n\tfor {\n\t\tdoc, err := it.Next()\n\t\tif err == Done {\n\t\t\tbreak\n\t\t}\n\t\treturn doc, err\n\t}\n\treturn create()\n}',
    ],
  },
};
