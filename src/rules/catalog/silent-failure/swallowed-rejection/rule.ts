import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/swallowed-rejection',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: '{{what}} is swallowed by a no-op handler (`{{handler}}`).',
  recommendation:
    'Handle the rejection (log it with context and surface a failure), or let it propagate. If a fallback value is intended, return it explicitly and document when the failure is acceptable.',
  documentation: {
    finds: 'No-op `.catch(() => {})` or `.then(…, () => {})` handlers.',
    why: 'The rejection is swallowed: the failure is never seen.',
    wrongWhen:
      'Deliberately ignored rejections. It leaves alone optional imports (`import(…).catch(() => {})`, also after `.then(…)`), a promise the code also returns, awaits or passes on, and a copy or wrapper of one that the code goes on to await, chain or return as a promise (`work.finally(done).catch(() => {})`, `const traced = work.then(log)`, `const traced = trace(work)`) — the catch only keeps the copy from being reported unhandled, a promise the code gives up just before it throws another error (`work.catch(noop); throw error`), and a statement with a comment above it saying why; in tests it is less sure (60, hidden).',
    origin: "The silent-failure-hunter review agent's checklist.",
  },
};
