import type { RuleDefinition } from '../../rule-definition.js';
import { javascriptAsyncBugPatternRules } from './async-bug-patterns.js';
import { javascriptBugPatternRules } from './bug-patterns.js';

/** The JavaScript-family bug-pattern rules: slips in expressions and control flow, and in asynchronous code. */
export const javascriptBugPatternRuleSet: readonly RuleDefinition[] = [...javascriptBugPatternRules, ...javascriptAsyncBugPatternRules];
