/** Pure: `an anthropic`, `an info`, `a google`, `a high` — the article for a lower-case word Sextant itself names (providers, severities). */
export function withArticle(word: string): string {
  return `${/^[aeio]/i.test(word) ? 'an' : 'a'} ${word}`;
}
