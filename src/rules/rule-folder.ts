import type { DiffFile } from '../diff/diff-model.js';
import type { Language } from '../diff/language.js';
import type { ChangeHit, FileScope, RuleBasics, RuleDefinition } from './rule-definition.js';

/** What a rule's documentation says: rendered into docs/rules.md and quoted when someone asks about a finding. */
export interface RuleDocumentation {
  /** What the rule finds. */
  finds: string;
  /** Why it matters: what goes wrong when the code ships. */
  why: string;
  /** When a finding is wrong, and how to silence it. */
  wrongWhen: string;
  /** Where the pattern comes from (the lint rule or study it follows). */
  origin: string;
}

/** `rule.ts` of a rule folder: the rule's one definition, the same in every language. */
export interface RuleSpecification extends RuleBasics {
  message: string;
  files?: FileScope;
  documentation: RuleDocumentation;
}

/** What a language may say differently from `rule.ts`, always with the reason why. */
export type LanguageOverrides = Partial<Pick<RuleSpecification, 'severity' | 'confidence' | 'message' | 'recommendation'>> & { reason: string };

/** `<language>.ts` of a rule folder: how the rule finds the problem in one language (family). */
export interface LanguageImplementation extends Pick<RuleDefinition, 'query' | 'textGate' | 'check' | 'fix' | 'examples'> {
  languages: readonly Language[];
  overrides?: LanguageOverrides;
}

/** `change.ts` of a change rule's folder: the check over the whole change. */
export interface ChangeImplementation {
  check(files: readonly DiffFile[]): ChangeHit[];
}

export interface RuleFolder {
  rule: RuleSpecification;
  languages: readonly LanguageImplementation[];
}

/** `rule.ts` of a change rule's folder: its finding's description comes from the check. */
export type ChangeRuleSpecification = Omit<RuleSpecification, 'message' | 'files'>;

export interface ChangeRuleFolder {
  rule: ChangeRuleSpecification;
  change: ChangeImplementation;
}
