#!/usr/bin/env node
import module from 'node:module';

// Before anything else loads: Node >= 22.1 keeps the compiled bundle on disk, so later runs skip compiling it.
module.enableCompileCache?.();
const { createCliRuntime } = await import('./runtime.js');
const runtime = createCliRuntime();
// `sextant eval` has its own flags; everything else is `sextant review` and the common options.
process.exitCode =
  runtime.argv[0] === 'eval'
    ? await (await import('./cli/eval-command.js')).runEvalCommand(runtime, runtime.argv.slice(1))
    : await (await import('./cli/review-command.js')).runCli(runtime);
