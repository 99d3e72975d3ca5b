import { fileRoleOf } from '../diff/file-role.js';
import { languageOf } from '../diff/language.js';
import type { ReviewerName } from '../findings/agent-names.js';

/** Code the static engine has no grammar for is still code: the model agents review it all the same. */
const OTHER_CODE_EXTENSIONS = new Set([
  '.java',
  '.kt',
  '.kts',
  '.scala',
  '.groovy',
  '.rs',
  '.rb',
  '.php',
  '.cs',
  '.fs',
  '.vb',
  '.c',
  '.h',
  '.cc',
  '.cpp',
  '.cxx',
  '.hpp',
  '.m',
  '.mm',
  '.swift',
  '.dart',
  '.lua',
  '.pl',
  '.pm',
  '.r',
  '.jl',
  '.ex',
  '.exs',
  '.erl',
  '.clj',
  '.hs',
  '.ml',
  '.elm',
  '.vue',
  '.svelte',
  '.sh',
  '.bash',
  '.zsh',
  '.ps1',
  '.sql',
  '.zig',
  '.nim',
]);
const DOC_EXTENSIONS = new Set(['.md', '.mdx', '.markdown', '.rst', '.adoc', '.txt']);
/** Languages whose types a reviewer of type design can judge. */
const TYPED_EXTENSIONS = new Set(['.ts', '.mts', '.cts', '.tsx', '.go', '.java', '.kt', '.scala', '.rs', '.cs', '.swift', '.dart']);

/** Change kinds the classifier may answer that say no source code changed. */
const NON_CODE_KINDS = new Set(['docs', 'tests', 'deps', 'config']);

/** What the file list and the static scan say about one batch of a change. */
interface ChangeFacts {
  /** Code that is not a test: application code, scripts, tooling. */
  sourceFiles: string[];
  testFiles: string[];
  docFiles: string[];
  /** Source files in a statically typed language. */
  typedFiles: string[];
  /** Agents whose static rules found something in these files. */
  staticAgents: string[];
}

interface CoverageFloor {
  /** The agents that must run, in the order of the selected agents. */
  agents: ReviewerName[];
  /** Why each agent is in the floor, by agent. */
  reasons: Map<ReviewerName, string>;
}

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

function isCode(path: string): boolean {
  return languageOf(path) !== undefined || OTHER_CODE_EXTENSIONS.has(extensionOf(path));
}

/** The facts of a batch: its files by role and language, and which agents' static rules fired on them. */
export function changeFacts(paths: readonly string[], staticFindings: ReadonlyArray<{ file: string; agent: string }>): ChangeFacts {
  const code = paths.filter(isCode);
  const testFiles = code.filter((path) => fileRoleOf(path) === 'test');
  const sourceFiles = code.filter((path) => fileRoleOf(path) !== 'test' && !path.endsWith('.d.ts'));
  const inBatch = new Set(paths);
  return {
    sourceFiles,
    testFiles,
    docFiles: paths.filter((path) => DOC_EXTENSIONS.has(extensionOf(path))),
    typedFiles: sourceFiles.filter((path) => TYPED_EXTENSIONS.has(extensionOf(path))),
    staticAgents: [...new Set(staticFindings.filter((finding) => inBatch.has(finding.file)).map((finding) => finding.agent))],
  };
}

function listed(paths: readonly string[]): string {
  const shown = paths.slice(0, 3).join(', ');
  return paths.length > 3 ? `${shown}, …` : shown;
}

/**
 * The agents a batch is reviewed by whatever the classification says: any source change gets the
 * code-reviewer and the silent-failure-hunter, and enough more to meet min-required-agents (first those
 * the facts point at); changed tests get the test-analyzer, changed docs the comment-analyzer, an agent
 * whose static rules fired gets its look; and a batch with none of these still gets the code-reviewer.
 * Only selected agents are ever added.
 */
export function coverageFloor(facts: ChangeFacts, selected: readonly ReviewerName[], minRequired: number): CoverageFloor {
  const available = new Set(selected);
  const reasons = new Map<ReviewerName, string>();
  const add = (agent: ReviewerName, reason: string) => {
    if (available.has(agent) && !reasons.has(agent)) reasons.set(agent, reason);
  };
  const source = facts.sourceFiles.length;
  if (source > 0) {
    const files = `${source} source file${source === 1 ? '' : 's'} changed (${listed(facts.sourceFiles)})`;
    add('code-reviewer', files);
    add('silent-failure-hunter', files);
  }
  if (facts.testFiles.length > 0) add('test-analyzer', `test files changed (${listed(facts.testFiles)})`);
  if (facts.docFiles.length > 0) add('comment-analyzer', `documentation changed (${listed(facts.docFiles)})`);
  for (const agent of facts.staticAgents) add(agent, 'its static rules found something in these files');
  if (source > 0) {
    const required = Math.min(minRequired, available.size);
    const preferred: ReviewerName[] = [
      'test-analyzer',
      'code-simplifier',
      ...(facts.typedFiles.length > 0 ? ['type-design-analyzer'] : []),
      'comment-analyzer',
      'type-design-analyzer',
      ...selected,
    ];
    for (const agent of preferred) {
      if (reasons.size >= required) break;
      add(agent, `min-required-agents is ${minRequired} for a source change`);
    }
  }
  if (reasons.size === 0 && selected.length > 0)
    add(available.has('code-reviewer') ? 'code-reviewer' : (selected[0] as ReviewerName), 'every reviewed change gets at least one reviewer');
  return { agents: selected.filter((agent) => reasons.has(agent)), reasons };
}

interface ClassificationCheck {
  /** The agents to run: the classification's choice, raised to the floor. */
  agents: ReviewerName[];
  /** The kind the facts support, when the classifier's contradicts them. */
  kind: string;
  /** Why the classification was overruled, when it was. */
  overruled?: string;
}

/**
 * Holds a classification to the facts: a kind that denies changed source code is replaced, and agents
 * under the floor are added back. The classification may still narrow everything above the floor.
 */
export function checkClassification(
  classified: { kind: string; agents: readonly ReviewerName[] },
  facts: ChangeFacts,
  floor: CoverageFloor,
  selected: readonly ReviewerName[],
): ClassificationCheck {
  const reasons: string[] = [];
  let kind = classified.kind;
  if (NON_CODE_KINDS.has(kind) && facts.sourceFiles.length > 0) {
    kind = facts.testFiles.length + facts.docFiles.length > 0 ? 'mixed' : 'code';
    reasons.push(
      `kind '${classified.kind}' contradicts ${facts.sourceFiles.length} changed source file${facts.sourceFiles.length === 1 ? '' : 's'} (${listed(facts.sourceFiles)}); taken as '${kind}'`,
    );
  }
  const chosen = new Set(classified.agents);
  const missing = floor.agents.filter((agent) => !chosen.has(agent));
  if (missing.length > 0) {
    const why = missing.map((agent) => `${agent} (${floor.reasons.get(agent) ?? 'coverage floor'})`).join('; ');
    reasons.push(`${chosen.size === 0 ? 'no agent was chosen' : `only ${[...chosen].join(', ')} chosen`}; added ${why}`);
  }
  const agents = selected.filter((agent) => chosen.has(agent) || floor.reasons.has(agent));
  return { agents, kind, ...(reasons.length > 0 ? { overruled: reasons.join('. ') } : {}) };
}
