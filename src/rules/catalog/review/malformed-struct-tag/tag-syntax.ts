/** A tag's `key:"value"` pairs by the convention of reflect.StructTag, or what is wrong with it. */
export type TagReading = { pairs: Map<string, string> } | { problem: string; fix: string };

const KEY_END = /[\s:"\u007f]/;

/** Reads a quoted Go string starting at `tag[0] === '"'`; undefined when it never closes. */
function readQuoted(tag: string): { value: string; rest: string } | undefined {
  let index = 1;
  while (index < tag.length && tag[index] !== '"') index += tag[index] === '\\' ? 2 : 1;
  if (index >= tag.length) return undefined;
  const quoted = tag.slice(0, index + 1);
  let value = quoted.slice(1, -1);
  try {
    value = JSON.parse(quoted) as string;
  } catch {
    // A Go escape JSON lacks (`\x41`): the raw text is enough to compare names.
  }
  return { value, rest: tag.slice(index + 1) };
}

export function readTag(text: string): TagReading {
  const pairs = new Map<string, string>();
  let tag = text;
  for (;;) {
    tag = tag.replace(/^ +/, '');
    if (tag === '') return { pairs };
    let end = 0;
    while (end < tag.length && !KEY_END.test(tag[end] ?? '')) end += 1;
    const key = tag.slice(0, end);
    if (key === '') return { problem: 'has a pair without a key', fix: 'Write each pair as `key:"value"`, separated by single spaces.' };
    // A bare word (`arg required`) is a convention of its own, kong's; a quote right after the key is a missing colon.
    if (tag[end] !== ':' && tag[end] !== '"') {
      tag = tag.slice(end);
      continue;
    }
    if (tag[end] !== ':') return { problem: `has \`${key}\` without a colon before its value`, fix: `Write it as \`${key}:"…"\`.` };
    if (tag[end + 1] !== '"') {
      return {
        problem: `has a \`${key}\` value that is not in double quotes right after the colon`,
        fix: `Write \`${key}:"…"\`, with no space and double quotes.`,
      };
    }
    const quoted = readQuoted(tag.slice(end + 1));
    if (!quoted) return { problem: `has a \`${key}\` value whose quotes do not close`, fix: `Close the value: \`${key}:"…"\`.` };
    if (!pairs.has(key)) pairs.set(key, quoted.value);
    tag = quoted.rest;
    if (tag !== '' && !tag.startsWith(' ')) {
      return {
        problem: `has text right after the \`${key}\` value (\`${tag.slice(0, 20)}\`)`,
        fix: 'Options go inside the quotes (`json:"id,omitempty"`), and pairs are separated by a space.',
      };
    }
  }
}
