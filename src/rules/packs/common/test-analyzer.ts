import type { DiffFile } from '../../../diff/diff-model.js';
import { fileRoleOf } from '../../file-role.js';
import { languageOf } from '../../language.js';
import type { ChangeRuleDefinition } from '../../rule-definition.js';

/** Code changed without tests, judged over the whole change in every language the engine reads. */

const MIN_UNTESTED_ADDED_LINES = 10; // below this a change is usually a fix too small to want a new test for
const MAX_LISTED_FILES = 10; // keeps the description readable on large changes

function firstAddedLine(file: DiffFile): number | undefined {
  for (const hunk of file.hunks) {
    const added = hunk.lines.find((line) => line.kind === 'add' && line.newLine !== undefined);
    if (added?.newLine !== undefined) return added.newLine;
  }
  return undefined;
}

export const commonTestAnalyzerChangeRules: readonly ChangeRuleDefinition[] = [
  {
    id: 'test/missing-test-change',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'low',
    confidence: 70,
    category: 'test-coverage',
    recommendation: 'Add or update tests that exercise the changed behaviour, or say in the pull request why none are needed.',
    check: (files) => {
      if (files.some((file) => fileRoleOf(file.path) === 'test')) return [];
      const code = files.filter(
        (file) => file.status !== 'deleted' && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === 'source',
      );
      const added = code.reduce((sum, file) => sum + file.additions, 0);
      const anchor = code.map((file) => ({ file: file.path, line: firstAddedLine(file) })).find((entry) => entry.line);
      if (added < MIN_UNTESTED_ADDED_LINES || !anchor?.line) return [];
      const listed = code.slice(0, MAX_LISTED_FILES).map((file) => `\`${file.path}\``);
      const more = code.length > MAX_LISTED_FILES ? ` and ${code.length - MAX_LISTED_FILES} more` : '';
      return [
        {
          file: anchor.file,
          line: anchor.line,
          description: `Source code changed (${added} added lines) but no test file changed: ${listed.join(', ')}${more}.`,
        },
      ];
    },
  },
];
