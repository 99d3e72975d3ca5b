// Preloaded (`node --import`) into a CLI child process: Node's fetch gives up on a response whose headers
// take more than 300 s, or whose body stalls as long. This scales both down to one second, so a test can
// show what a model call longer than that limit meets without waiting five minutes.
await fetch('http://127.0.0.1:9/').catch(() => {});
// Node's fetch keeps its dispatcher under this registry symbol (its bundled undici's global dispatcher).
const key = Symbol.for('undici.globalDispatcher.1');
const Agent = globalThis[key]?.constructor;
if (typeof Agent !== 'function') throw new Error("Node's fetch has no global dispatcher to configure");
globalThis[key] = new Agent({ headersTimeout: 1_000, bodyTimeout: 1_000 });
