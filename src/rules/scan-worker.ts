import module from 'node:module';

// A worker thread does not use the compile cache the main thread turned on: it turns on its own before the
// engine's modules load, or every worker compiles the rules again.
module.enableCompileCache?.();
await import('./serve-scans.js');
