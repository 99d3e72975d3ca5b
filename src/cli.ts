#!/usr/bin/env node
import module from 'node:module';

// Before anything else loads: Node >= 22.1 keeps the compiled bundle on disk, so later runs skip compiling it.
module.enableCompileCache?.();
const [{ runCli }, { createCliRuntime }] = await Promise.all([import('./cli/review-command.js'), import('./runtime.js')]);
process.exitCode = await runCli(createCliRuntime());
