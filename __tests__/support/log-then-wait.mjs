// Child process for the SIGKILL test of the logger: logs some events, reports it, then waits to be killed.
import './register-ts-resolve.mjs';

const { createLogger } = await import('../../src/log/logger.ts');

const [dir, count] = process.argv.slice(2);
const logger = createLogger({ sessionId: 'deadbeef', dir, level: 'debug' });
for (let index = 1; index <= Number(count); index += 1) {
  logger.event('STEP_END', { step: `step-${index}`, duration_ms: index });
  logger.debug('LLM_CALL', { index, prompt_tokens: 1000 + index });
}
process.stdout.write('logged\n');
setInterval(() => undefined, 60_000);
