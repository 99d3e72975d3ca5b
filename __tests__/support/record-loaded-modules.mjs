// Loaded with `node --import`: on exit, writes every module the process loaded (bundle chunks and Node
// built-ins) to the file named by SEXTANT_LOADED_MODULES, one a line, so a test can see what a run pulled in.
import { appendFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';

const file = process.env.SEXTANT_LOADED_MODULES;
if (file) {
  writeFileSync(file, '');
  // ES modules resolve on the loader thread: the hook appends each one as it loads.
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
    import { appendFileSync } from 'node:fs';
    export async function load(url, context, next) {
      appendFileSync(${JSON.stringify(file)}, url + '\\n');
      return next(url, context);
    }`),
  );
  // Built-ins reached through require() do not pass the hooks; Node lists every one it has loaded.
  process.on('exit', () => {
    const builtins = process.moduleLoadList.filter((entry) => entry.startsWith('NativeModule ')).map((entry) => `node:${entry.slice(13)}`);
    appendFileSync(file, `${builtins.join('\n')}\n`);
  });
}
