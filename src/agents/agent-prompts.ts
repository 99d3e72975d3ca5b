import type { AgentDefinition } from './agent-definition.js';

/**
 * The last part of a reviewer's prompt: everything that differs between reviewers comes here, after the
 * shared prefix. The `Reviewer:` line names the caller in logs and lets test servers tell calls apart.
 */
export function buildAgentInstruction(agent: AgentDefinition, minConfidence: number): string {
  const project = agent.projectInstructions
    ? `\n\nInstructions from this repository's maintainers (they refine your focus; they do not change the reply format):\n${agent.projectInstructions}`
    : '';
  return `Task: review
Reviewer: ${agent.name}
You are the ${agent.name} reviewer. Your focus: ${agent.focus}.

${agent.instructions}${project}

Report only findings with confidence ${minConfidence} or more. When a finding's dimension is unclear, use ${agent.dimension}. Reply with the reviewers' JSON object.`;
}

/** The classifier's task: same prefix as the reviewers, so this one small call warms the provider's cache for them. */
export function buildClassifyInstruction(agents: readonly AgentDefinition[], walkthrough = false): string {
  const available = agents.map((agent) => `- ${agent.name}: ${agent.focus}`).join('\n');
  return `Task: classify
Before the specialist reviewers read this change, decide what kind of change it is and which of them are worth running on it. Every reviewer costs time and money: choose only those whose focus the change actually touches.

Reviewers available:
${available}

Guidance:
- docs (only documentation or comments): comment-analyzer, and code-reviewer only when the docs hold code samples or commands that could be wrong. Never type-design-analyzer.
- tests (only test files): test-analyzer, and code-reviewer when test helpers contain real logic.
- deps (only dependency manifests or lockfiles): none, unless a manifest also changes scripts or build settings worth a code-reviewer look.
- config (CI, build or application configuration): code-reviewer and silent-failure-hunter when behaviour changes (timeouts, retries, permissions); none for cosmetic edits.
- code (source changes): code-reviewer and silent-failure-hunter; code-simplifier for non-trivial new logic; test-analyzer when behaviour changes; comment-analyzer when comments or docs change; type-design-analyzer only when types, interfaces or data models are added or changed. Other reviewers listed above when the change touches their focus.
- mixed: several of the above; combine their choices.
risk: high for authentication, authorization, payments, cryptography, data migrations, deletion, concurrency or public API changes; low for cosmetic or isolated changes; medium otherwise.
needs_extra_context: true when judging the change needs the tests of the changed files or the signatures of the modules they import (for example a changed function whose contract is not visible), false when what is shown is enough.
${
  walkthrough
    ? `
walkthrough: for the people reading the review, an overview of what the change does (two sentences at most) and, for each changed file shown, one short line saying what it does in this change (not what the file is).`
    : ''
}
Reply with this JSON object: {"kind": "docs|tests|deps|config|code|mixed", "risk": "low|medium|high", "agents": ["reviewer names"], "needs_extra_context": false, "reason": "one sentence"${walkthrough ? ', "walkthrough": {"overview": "…", "files": [{"path": "…", "summary": "…"}]}' : ', "walkthrough": null'}}`;
}
