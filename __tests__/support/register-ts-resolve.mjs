// Imported first by child-process scripts that load src/ directly: Node strips the TypeScript types
// itself, and this hook maps the `.js` suffixes used inside src/ (NodeNext style) to the `.ts` files on disk.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) {
        return nextResolve(`${specifier.slice(0, -'.js'.length)}.ts`, context);
      }
      throw error;
    }
  },
});
