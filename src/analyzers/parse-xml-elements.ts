import { ReportFormatError } from './analyzer-report.js';

/** An element of an XML document: its name, attributes and child elements (text is not kept). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

/** Nesting a checkstyle report never comes near; deeper is not a report. */
const MAX_DEPTH = 64;

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_:][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;

/**
 * The elements of a small XML dialect (checkstyle's report): start, end and empty tags with attributes,
 * comments, CDATA and processing instructions; text is skipped. A document type declaration is refused,
 * so no entity is ever defined or expanded (no XXE, no entity bombs): only the five predefined entities
 * and character references are decoded. Throws ReportFormatError on anything malformed.
 */
export function parseXmlElements(text: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const open: XmlElement[] = [root];
  let position = 0;
  const fail = (problem: string): never => {
    throw new ReportFormatError(`not well-formed XML at line ${text.slice(0, position).split('\n').length}: ${problem}`);
  };
  while (position < text.length) {
    const start = text.indexOf('<', position);
    if (start === -1) break;
    position = start;
    if (text.startsWith('<!--', start)) {
      const end = text.indexOf('-->', start + 4);
      if (end === -1) fail('an unclosed comment');
      position = end + 3;
    } else if (text.startsWith('<![CDATA[', start)) {
      const end = text.indexOf(']]>', start + 9);
      if (end === -1) fail('an unclosed CDATA section');
      position = end + 3;
    } else if (text.startsWith('<?', start)) {
      const end = text.indexOf('?>', start + 2);
      if (end === -1) fail('an unclosed processing instruction');
      position = end + 2;
    } else if (text.startsWith('<!', start)) {
      fail('a document type declaration (not accepted: entities are never expanded)');
    } else if (text.startsWith('</', start)) {
      const name = NAME.exec(text.slice(start + 2, start + 202))?.[0];
      const end = text.indexOf('>', start);
      const current = open.at(-1);
      if (!name || end === -1 || text.slice(start + 2 + name.length, end).trim() !== '') fail('a malformed end tag');
      if (!current || current.name !== name || open.length === 1) fail(`</${String(name)}> does not close <${String(current?.name)}>`);
      open.pop();
      position = end + 1;
    } else {
      const name = NAME.exec(text.slice(start + 1, start + 201))?.[0];
      if (!name) fail('a malformed start tag');
      const element: XmlElement = { name: name as string, attributes: {}, children: [] };
      position = start + 1 + (name as string).length;
      for (;;) {
        const attribute = ATTRIBUTE.exec(text.slice(position, position + 100_000));
        if (!attribute) break;
        element.attributes[attribute[1] as string] = decodeEntities(attribute[2] ?? attribute[3] ?? '', fail);
        position += attribute[0].length;
      }
      const close = /^\s*(\/?)>/.exec(text.slice(position, position + 200));
      if (!close) fail(`a malformed tag <${element.name}>`);
      position += (close as RegExpExecArray)[0].length;
      (open.at(-1) as XmlElement).children.push(element);
      if ((close as RegExpExecArray)[1] !== '/') {
        if (open.length > MAX_DEPTH) fail(`elements nested deeper than ${MAX_DEPTH}`);
        open.push(element);
      }
    }
  }
  if (open.length > 1) fail(`<${String(open.at(-1)?.name)}> is never closed`);
  return root;
}

function decodeEntities(value: string, fail: (problem: string) => never): string {
  return value.replace(/&([^;&\s]{1,10});/g, (_whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity.startsWith('#x') ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
      return fail(`a bad character reference &${entity};`);
    }
    const character = PREDEFINED[entity];
    return character ?? fail(`an undefined entity &${entity};`);
  });
}
