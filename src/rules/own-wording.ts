import type { Language } from '../diff/language.js';
import type { LanguageOverrides } from './rule-folder.js';

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { typescript: 'TypeScript', tsx: 'TSX', javascript: 'JavaScript', python: 'Python', go: 'Go' };

/**
 * A language's own message or recommendation, for the most common reason a language words a rule apart: it
 * names that language's constructs and APIs, and the placeholders its check fills.
 */
export function ownWording(language: Language, wording: Pick<LanguageOverrides, 'message' | 'recommendation'>): LanguageOverrides {
  return { ...wording, reason: `The wording names ${LANGUAGE_NAMES[language]}'s own constructs and APIs, and the placeholders its check fills.` };
}
