/** A one-line excerpt of source text for messages: first line, whitespace collapsed, at most `limit` characters. */
export function excerpt(text: string, limit = 60): string {
  const firstLine = (text.split('\n', 1)[0] ?? '').replace(/\s+/g, ' ').trim();
  const multiline = text.includes('\n');
  if (firstLine.length > limit) return `${firstLine.slice(0, limit - 1)}…`;
  return multiline ? `${firstLine} …` : firstLine;
}
