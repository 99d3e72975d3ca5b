import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  createStaticEngine,
  scanDiffFile
} from "./chunk-ORODZRUI.js";
import "./chunk-YOWMJ4TC.js";
import "./chunk-DSZQWUXJ.js";
import "./chunk-J7FQBBI3.js";
import "./chunk-D2MTBSIC.js";
import "./chunk-3BJDFYCC.js";
import "./chunk-P32DJQ3Q.js";
import "./chunk-2MNWYMPG.js";
import "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-NE6RTQ5N.js";

// src/rules/scan-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (!port) throw new Error("the scan worker runs only inside a worker thread");
var engine = createStaticEngine(workerData);
engine.catch(() => void 0);
port.on("message", (request) => {
  void engine.then(
    (ready) => {
      const reply = {
        id: request.id,
        scan: scanDiffFile(ready, request.file, request.content, request.gate, request.sinceBase, request.facts),
        time: [...ready.timeByAgent()]
      };
      port.postMessage(reply);
    },
    (error) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) })
  ).catch(
    (error) => port.postMessage({ id: request.id, error: error instanceof Error ? error.stack ?? error.message : String(error) })
  );
});
