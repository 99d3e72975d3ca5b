import { secretAssignmentHit } from '../../../credential-shapes.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

const STRING_VALUE = '[(interpreted_string_literal) (raw_string_literal)] @value';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    recommendation: 'Load it from the environment (`os.Getenv`) or a secret manager at run time; if it was ever real, revoke it.',
  }),
  query: `(short_var_declaration left: (expression_list . (identifier) @name .) right: (expression_list . ${STRING_VALUE} .)) @target
      (assignment_statement left: (expression_list . [(identifier) (selector_expression)] @name .) right: (expression_list . ${STRING_VALUE} .)) @target
      (const_spec name: (identifier) @name value: (expression_list . ${STRING_VALUE} .)) @target
      (var_spec name: (identifier) @name value: (expression_list . ${STRING_VALUE} .)) @target
      (keyed_element key: (literal_element [(identifier) (interpreted_string_literal)] @name) value: (literal_element ${STRING_VALUE})) @target`,
  check: ({ captures, context, target }) => {
    const { name, value } = captures;
    if (!name || !value) return false;
    const text = name.type === 'interpreted_string_literal' ? name.text.slice(1, -1) : name.text;
    return secretAssignmentHit(text.slice(text.lastIndexOf('.') + 1), value.text.slice(1, -1), target.startPosition.row + 1, context);
  },
  examples: {
    match: [
      'const dbPassword = "Tr0ub4dor&3x"',
      'var cfg = Config{APIKey: "f3a9c2e81b7d4"}',
      'func init() {\n\tclientSecret := "q8Zr2mX9vL4t"\n\tuse(clientSecret)\n}',
    ],
    noMatch: ['var dbPassword = os.Getenv("DB_PASSWORD")', 'const passwordEnv = "DB_PASSWORD"', 'const tokenHeader = "X-Auth-Token"'],
  },
};
