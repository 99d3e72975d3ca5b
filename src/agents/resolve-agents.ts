import type { AgentDefinition } from './agent-definition.js';
import { isBuiltInAgent } from '../findings/agent-names.js';
import type { AgentOverride, CustomAgent } from '../config/agent-settings.js';
import { BUILT_IN_AGENTS } from './built-in-agents.js';

/** The definitions of the selected reviewers, in the order given, with the config file's overrides applied. */
export function resolveAgents(
  selected: readonly string[],
  custom: readonly CustomAgent[],
  overrides: Readonly<Record<string, AgentOverride>>,
): AgentDefinition[] {
  const customByName = new Map(custom.map((agent) => [agent.name, agent]));
  return selected.flatMap((name): AgentDefinition[] => {
    const base = isBuiltInAgent(name) ? BUILT_IN_AGENTS[name] : fromCustom(customByName.get(name));
    if (!base) return [];
    const override = overrides[name];
    if (!override) return [base];
    return [
      {
        ...base,
        autoFixable: override.auto_fixable ?? base.autoFixable,
        ...(override.instructions ? { projectInstructions: override.instructions } : {}),
        ...(override.min_confidence !== undefined ? { minConfidence: override.min_confidence } : {}),
      },
    ];
  });
}

function fromCustom(agent: CustomAgent | undefined): AgentDefinition | undefined {
  if (!agent) return undefined;
  return {
    name: agent.name,
    focus: agent.focus,
    dimension: agent.dimension,
    category: agent.category ?? agent.name,
    autoFixable: agent.auto_fixable,
    instructions: agent.instructions,
  };
}
