import { enclosingFunction } from './javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

const PARAMETERS = ['required_parameter', 'optional_parameter'];

/** Whether a binding pattern (a name, or a destructuring one) binds `name`. */
function patternBinds(pattern: Node, name: string): boolean {
  if (pattern.type === 'identifier') return pattern.text === name;
  return pattern.descendantsOfType(['identifier', 'shorthand_property_identifier_pattern']).some((identifier) => identifier.text === name);
}

/** Whether a parameter (typed or not, plain or destructured) binds `name`. */
function binds(parameter: Node, name: string): boolean {
  return patternBinds(parameter.childForFieldName('pattern') ?? parameter, name);
}

/**
 * The type annotation's text without its colon, or undefined: an untyped declaration, or a destructured one (whose
 * annotation is the type of the whole, not of the name).
 */
function annotation(declaration: Node): string | undefined {
  const pattern = declaration.childForFieldName('pattern');
  if (pattern && pattern.type !== 'identifier') return undefined;
  return declaration.childForFieldName('type')?.text.replace(/^:\s*/, '');
}

/** The declarations of `name` a scope makes itself: its parameters, and declarators outside the functions inside it. */
function declarationsIn(scope: Node, name: string): Node[] {
  const found: Node[] = [];
  const parameters = scope.childForFieldName('parameters')?.namedChildren ?? [scope.childForFieldName('parameter')];
  for (const parameter of parameters) if (parameter && binds(parameter, name)) found.push(parameter);
  for (const declarator of scope.descendantsOfType('variable_declarator')) {
    const target = declarator.childForFieldName('name');
    if (target && patternBinds(target, name) && enclosingFunction(declarator) === (scope.type === 'program' ? undefined : scope))
      found.push(target.type === 'identifier' ? declarator : target);
  }
  return found;
}

/**
 * The type written on the declaration of the variable `identifier` reads — a parameter or `const` of the function
 * it is in or of one around it, or of the module — or undefined when the nearest scope that declares the name
 * declares it without a type, or more than once.
 */
export function declaredTypeOf(identifier: Node): string | undefined {
  for (let scope: Node | undefined = enclosingFunction(identifier); ; scope = enclosingFunction(scope)) {
    const where = scope ?? identifier.tree.rootNode;
    const declarations = declarationsIn(where, identifier.text);
    if (declarations.length > 1) return undefined;
    if (declarations.length === 1) return annotation(declarations[0] as Node);
    if (!scope) return undefined;
  }
}

/** The type written on the class field `this.name` reads (or a constructor parameter that declares it), or undefined. */
export function declaredFieldTypeOf(member: Node): string | undefined {
  const name = member.childForFieldName('property')?.text;
  let body = member.parent;
  while (body && body.type !== 'class_body') body = body.parent;
  if (!name || !body) return undefined;
  for (const element of body.namedChildren) {
    if (element.type === 'public_field_definition' && element.childForFieldName('name')?.text === name) return annotation(element);
    if (element.type === 'method_definition' && element.childForFieldName('name')?.text === 'constructor') {
      for (const parameter of element.childForFieldName('parameters')?.namedChildren ?? [])
        if (PARAMETERS.includes(parameter.type) && binds(parameter, name) && parameter.namedChildren.some((child) => child.type === 'accessibility_modifier'))
          return annotation(parameter);
    }
  }
  return undefined;
}
