import type { AgentName } from '../findings/agent-names.js';

/**
 * How a file's scan time is split between agents, cheaply and without guessing: each match's handling
 * (captures, the rule's `check`, building the finding, parsing the file before the change when a rule
 * asks) is timed and charged to its rule's agent; the rest — parsing, running the query, setting
 * up — serves every agent at once and is split by each agent's share of the rules.
 */
export function chargeFile(
  spent: Map<AgentName, number>,
  total: number,
  byRules: ReadonlyMap<AgentName, number>,
  ruleShare: ReadonlyMap<AgentName, number>,
): void {
  let direct = 0;
  for (const [agent, time] of byRules) {
    spent.set(agent, (spent.get(agent) ?? 0) + time);
    direct += time;
  }
  const shared = Math.max(0, total - direct);
  for (const [agent, share] of ruleShare) spent.set(agent, (spent.get(agent) ?? 0) + shared * share);
}
