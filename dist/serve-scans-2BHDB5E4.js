import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  createStaticEngine
} from "./chunk-U52HHSPP.js";
import "./chunk-WJ4UZR2F.js";
import {
  scanDiffFile
} from "./chunk-EF3R574W.js";
import "./chunk-LTCF2GUF.js";
import "./chunk-2CLMDX3Q.js";
import "./chunk-C5X34EA3.js";
import "./chunk-7RBB34D4.js";
import "./chunk-YOWMJ4TC.js";
import "./chunk-DSZQWUXJ.js";
import "./chunk-GMTCTHY4.js";
import "./chunk-ZFH2HMAN.js";
import "./chunk-D2MTBSIC.js";
import "./chunk-QLSSUCQI.js";
import "./chunk-HKAK5JSN.js";
import "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-UGHGIOLX.js";
import "./chunk-JMDMHE6N.js";
import "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";

// src/rules/serve-scans.ts
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
