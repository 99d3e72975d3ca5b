import type { LanguageImplementation } from '../../../rule-folder.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

const BIDI = /[\u202A-\u202E\u2066-\u2069\u200F]/;

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '[(string_content) (comment)] @target',
  textGate: BIDI,
  check: ({ target, context }) => {
    const lines = target.text.split('\n');
    const index = lines.findIndex((line) => BIDI.test(line));
    const character = index < 0 ? undefined : BIDI.exec(lines[index] ?? '')?.[0];
    const line = target.startPosition.row + 1 + index;
    if (!character || silencedByNoqa(context.lines, line, ['PLE2502'])) return false;
    const comment = target.type === 'comment';
    return {
      line,
      details: {
        where: comment ? 'comment' : 'string',
        code: character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0') ?? '',
        consequence: comment
          ? 'the line can display differently from what Python runs, hiding code in what looks like a comment'
          : 'the text can display differently from what it holds, so what a reviewer reads is not the value',
      },
    };
  },
  examples: {
    match: ['access = "user"\nif access != "none\u202E \u2066# check\u2069 \u2066":  # admins only\n    grant()', '# \u2067 reversed note\nvalue = 1'],
    noMatch: ['label = "\\u202e"', 'label = "مرحبا"', '# plain comment'],
  },
};
