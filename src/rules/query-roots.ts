import { tokenizeQuery } from './query-patterns.js';

/**
 * The node types a tree-sitter query's patterns start at: the outermost nodes of each pattern, read from the
 * query's source. Undefined when some pattern can start at any node (`_`, `(_)`, `(MISSING)`).
 *
 * Every node of a match lies inside one of its pattern's outermost nodes, so a query run on a range of rows
 * finds nothing there unless a node of one of these types touches the range: the engine leaves out the rules
 * whose root types a small change does not touch, and does not compile their queries at all.
 */
export function patternRootTypes(source: string): ReadonlySet<string> | undefined {
  const tokens = tokenizeQuery(source).map((token) => token.text);
  const roots = new Set<string>();
  let position = 0;
  let anyNode = false;

  /** Reads one item at `position` and adds the node types it can start at; stops after it. */
  const item = (): void => {
    const token = tokens[position++];
    if (token === '(') {
      const next = tokens[position];
      if (next === undefined) return;
      if (next.startsWith('#')) skipPast();
      else if (next === '(' || next === '[' || next.startsWith('"')) sequence(')');
      else {
        // A node: `(type …)`; its children are not roots.
        if (next === '_' || next === 'MISSING') anyNode = true;
        else roots.add(next);
        skipPast();
      }
    } else if (token === '[') {
      sequence(']');
    } else if (token?.startsWith('"')) {
      roots.add(JSON.parse(token) as string);
    } else if (token === '_') {
      anyNode = true;
    }
    // Captures, quantifiers and anchors after an item add no node.
  };
  /** The items of a grouping or an alternation, up to its closing bracket. */
  const sequence = (close: string): void => {
    while (position < tokens.length && tokens[position] !== close) item();
    position += 1;
  };
  /** Skips to just after the bracket that closes the one already opened. */
  const skipPast = (): void => {
    for (let depth = 1; position < tokens.length && depth > 0; position += 1) {
      const token = tokens[position];
      if (token === '(' || token === '[') depth += 1;
      else if (token === ')' || token === ']') depth -= 1;
    }
  };

  while (position < tokens.length) item();
  return anyNode ? undefined : roots;
}
