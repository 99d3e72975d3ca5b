#!/usr/bin/env node
import module from 'node:module';

// Before anything else loads: Node >= 22.1 keeps the compiled bundle on disk, so later runs skip compiling it.
module.enableCompileCache?.();
const argv = process.argv.slice(2);
// Asked only for the version or the usage: answered from two modules that import nothing, as fast as node starts.
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
  process.stdout.write(`${(await import('./version.js')).VERSION}\n`);
} else if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
  process.stdout.write(`${(await import('./cli/usage.js')).USAGE}\n`);
} else {
  const { createCliRuntime } = await import('./runtime.js');
  const runtime = createCliRuntime();
  // `sextant eval` has its own flags; everything else is `sextant review` and the common options.
  process.exitCode =
    runtime.argv[0] === 'eval'
      ? await (await import('./cli/eval-command.js')).runEvalCommand(runtime, runtime.argv.slice(1))
      : await (await import('./cli/review-command.js')).runCli(runtime);
}
