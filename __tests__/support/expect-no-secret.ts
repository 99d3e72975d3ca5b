/** A secret with `invisible` between each of its characters, as a hostile check prints it. */
export function spread(secret: string, invisible: string): string {
  return [...secret].join(invisible);
}

/** What a reader gets from a text: invisible characters, markdown escapes and the comment splits ignored. */
function asRead(text: string): string {
  return text
    .replace(/[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/\\([\\`*_{}[\]()!|~$#+.-])/g, '$1');
}

/** The text with the escapes a program or a browser decodes (`\x41`, `\u0041`, `%41`, `&#65;`) decoded, twice over. */
function decoded(text: string): string {
  let result = text;
  for (let pass = 0; pass < 2; pass++) {
    result = result
      .replace(/\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})/g, (_escape, x?: string, u?: string, p?: string) =>
        String.fromCharCode(Number.parseInt(x ?? u ?? p ?? '', 16)),
      )
      .replace(/&#(\d+);/g, (_reference, code: string) => String.fromCharCode(Number(code)));
  }
  return result;
}

/** The text, and when it is JSON each of its strings on its own (as a renderer reads them). */
function textsOf(text: string): string[] {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    return [text];
  }
  return [text, ...strings];
}

/** Throws, naming the place and the secret, when a reader of `text` could read any of `secrets`. */
export function expectNoSecret(where: string, text: string, secrets: Readonly<Record<string, string>>): void {
  for (const read of textsOf(text).flatMap((each) => [asRead(each), decoded(asRead(each))])) {
    for (const [name, secret] of Object.entries(secrets)) {
      if (read.includes(secret)) throw new Error(`${where} shows ${name} in clear`);
    }
  }
}
