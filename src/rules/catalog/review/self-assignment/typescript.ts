import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { sameCode } from '../../../same-code.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { mayHaveEffects } from '../../../syntax/javascript/same-code.js';

/** DOM properties assigned to themselves on purpose: it reloads, re-renders or resets the element. */
/** Global objects whose inherited properties are copied onto themselves on purpose (to make them own, writable ones). */
const GLOBAL_OBJECTS = new Set(['window', 'global', 'globalThis', 'self', '_global', 'document', 'location']);

const REASSIGNED_ON_PURPOSE = new Set([
  'href',
  'src',
  'value',
  'innerHTML',
  'outerHTML',
  'textContent',
  'hash',
  'search',
  'scrollTop',
  'scrollLeft',
  'className',
  'data',
  'checked',
  'selectedIndex',
  'currentTime',
]);

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(assignment_expression) @target',
  check: ({ target, context }) => {
    const left = target.childForFieldName('left');
    const right = target.childForFieldName('right');
    if (!left || !right || !['identifier', 'member_expression', 'subscript_expression'].includes(left.type)) return false;
    if (!sameCode(left, unwrapParentheses(right)) || mayHaveEffects(left)) return false;
    const property = left.type === 'member_expression' ? left.childForFieldName('property')?.text : undefined;
    if (property !== undefined && REASSIGNED_ON_PURPOSE.has(property)) return false;
    if (left.type === 'member_expression' && GLOBAL_OBJECTS.has(left.childForFieldName('object')?.text ?? '')) return false;
    return { line: changedLineOf(context, target), details: { assignment: excerpt(target.text, 60) } };
  },
  examples: {
    match: ['function setName(name) {\n  this.name = this.name;\n}', 'total = total;', 'options.defaultValue = options.defaultValue;'],
    noMatch: ['this.name = name;', 'location.href = location.href;', 'items[next()] = items[next()];', '_global.setTimeout = _global.setTimeout;'],
  },
};
