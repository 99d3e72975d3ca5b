import type { Node, Parser, Tree } from 'web-tree-sitter';
import { isTestFile } from '../diff/file-role.js';
import type { Language } from '../diff/language.js';
import { OutsideRegions } from './changed-regions.js';
import { parseEarlier } from './parse-earlier.js';
import type { FileBefore, RuleContext } from './rule-definition.js';
import type { ScanInput } from './scan-input.js';

/** A parsed file: its root, and whether the tree holds the whole file or only the regions around the change. */
export interface ParsedFile {
  tree: Tree;
  root: Node;
  whole: boolean;
}

/**
 * What every rule's `check` sees of the file. The file before the change is parsed only when a rule asks (most
 * findings are judged on the new text alone), into `earlier`, which the caller frees with the file's own tree.
 */
export function createRuleContext(
  { tree, root, whole }: ParsedFile,
  input: ScanInput,
  language: Language,
  lines: readonly string[],
  parser: Parser,
  earlier: { tree?: Tree | null },
): RuleContext {
  let before: FileBefore | undefined;
  const readBefore = (): FileBefore | undefined => {
    if (!input.before || earlier.tree === null) return undefined;
    if (!whole) throw new OutsideRegions();
    if (!before) {
      earlier.tree = parseEarlier(parser, tree, input.content, input.before);
      if (!earlier.tree) return undefined;
      before = { root: earlier.tree.rootNode, lines: input.before.text.split('\n'), lineBefore: input.before.lineBefore };
    }
    return before;
  };
  return {
    path: input.path,
    language,
    lines,
    isTestFile: isTestFile(input.path),
    isNewFile: input.before && (input.before.copied === true || !/\S/.test(input.before.text)),
    get root() {
      if (!whole) throw new OutsideRegions();
      return root;
    },
    isChanged: (line) => input.changedLines.has(line),
    before: readBefore,
    parseSnippet: (text, inspect) => {
      const snippet = parser.parse(text);
      if (!snippet) throw new Error(`No grammar set for ${language}`);
      try {
        return inspect(snippet.rootNode);
      } finally {
        snippet.delete();
      }
    },
    facts: input.facts ?? {},
  };
}
