import module from 'node:module';

// Before anything else loads: Node >= 22.1 keeps the compiled bundle on disk, so later runs skip compiling it.
module.enableCompileCache?.();
const [{ run }, { createActionRuntime }] = await Promise.all([import('./main.js'), import('./runtime.js')]);
await run(await createActionRuntime());
