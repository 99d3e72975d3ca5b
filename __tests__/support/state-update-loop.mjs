// Child process for the SIGKILL test: loops updates through the real StateManager until it is killed.
import './register-ts-resolve.mjs';

const { z } = await import('zod');
const { createStateManager } = await import('../../src/state/state-manager.ts');

const dir = process.argv[2];
const schema = z.object({ counter: z.number().int(), current_step: z.string(), payload: z.string() });
const manager = createStateManager({ dir, schema });
// A large payload widens the window in which a kill lands in the middle of a write.
const payload = 'x'.repeat(256 * 1024);

for (let counter = (await manager.get()).counter + 1; ; counter += 1) {
  await manager.update({ counter, current_step: `step-${counter}`, payload });
  process.stdout.write(`${counter}\n`);
}
