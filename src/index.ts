import { run } from './main.js';
import { createActionRuntime } from './runtime.js';

await run(createActionRuntime());
