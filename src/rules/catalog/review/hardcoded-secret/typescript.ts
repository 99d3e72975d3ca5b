import { CREDENTIAL_NAME_GATE, secretAssignmentHit } from '../../../credential-shapes.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/** Literal text of a string or substitution-free template; undefined for anything computed. */
function literalText(node: Node): string | undefined {
  if (node.type === 'template_string' && node.namedChildren.some((child) => child.type === 'template_substitution')) {
    return undefined;
  }
  return node.text.slice(1, -1);
}

function credentialName(node: Node): string {
  const text = node.type === 'string' ? node.text.slice(1, -1) : node.text;
  return text.slice(text.lastIndexOf('.') + 1);
}

// A pattern with children under an assignment or a class field is slow to compile: those are matched
// whole, and `assignedString` reads their sides.
const SECRET_ASSIGNMENT = `
  (variable_declarator name: (identifier) @name value: [(string) (template_string)] @value) @target
  (pair key: [(property_identifier) (string)] @name value: [(string) (template_string)] @value) @target
  (assignment_expression) @target`;

/** The fields of the nodes the secret query matches whole, and what the name may be. */
const WHOLE_MATCH_SIDES: Readonly<Record<string, { name: string; value: string; nameTypes: readonly string[] }>> = {
  assignment_expression: { name: 'left', value: 'right', nameTypes: ['identifier', 'member_expression'] },
  public_field_definition: { name: 'name', value: 'value', nameTypes: ['property_identifier'] },
  field_definition: { name: 'property', value: 'value', nameTypes: ['property_identifier'] },
};

/** The name and the string literal or template of an assignment: captured, or read from a node matched whole. */
function assignedString(target: Node, captures: Readonly<Record<string, Node>>): { name?: Node; value?: Node } {
  const sides = WHOLE_MATCH_SIDES[target.type];
  if (!sides) return captures;
  const value = target.childForFieldName(sides.value);
  if (value?.type !== 'string' && value?.type !== 'template_string') return {};
  const name = target.childForFieldName(sides.name);
  return name && sides.nameTypes.includes(name.type) ? { name, value } : {};
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: {
    typescript: `${SECRET_ASSIGNMENT} (public_field_definition) @target`,
    tsx: `${SECRET_ASSIGNMENT} (public_field_definition) @target`,
    javascript: `${SECRET_ASSIGNMENT} (field_definition) @target`,
  },
  // The assigned name is a credential name.
  textGate: CREDENTIAL_NAME_GATE,
  check: ({ captures, context, target }) => {
    const { name, value } = assignedString(target, captures);
    if (!name || !value) return false;
    return secretAssignmentHit(credentialName(name), literalText(value), target.startPosition.row + 1, context);
  },
  examples: {
    match: ["const dbPassword = 'Tr0ub4dor&3x';", "const config = {\n  apiKey: 'f3a9c2e81b7d4',\n};", "this.clientSecret = 'q8Zr2mX9vL4t';"],
    noMatch: [
      "const password = 'changeme';",
      'const apiKey = process.env.API_KEY;',
      "const PASSWORD_ENV = 'DB_PASSWORD';",
      "const labels = { password: 'auth.password.label' };",
      "const token = '';",
      "const passwordPrompt = 'Enter your password';",
      "const secret = '***';",
    ],
  },
};
