import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";

/**
 * A webhook receiver on 127.0.0.1 in a worker thread, so that answering requests does not share
 * the event loop of the process that sends them (in one loop the receiver's parsing and replies
 * took turns with the sender's and capped both). It answers every POST 200 "ok" and reports
 * each arrival (`webhook-id`, time) to the main thread, in batches.
 */
const SOURCE = `
const { createServer } = require("node:http");
const { parentPort } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
let pending = [];
let scheduled = false;
const flush = () => {
  scheduled = false;
  parentPort.postMessage({ arrivals: pending });
  pending = [];
};
const server = createServer((req, res) => {
  req.on("data", () => {});
  req.on("end", () => {
    pending.push([String(req.headers["webhook-id"]), performance.timeOrigin + performance.now()]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.address().port }));
parentPort.on("message", (m) => {
  if (m === "close") {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
`;

export interface ThreadReceiver {
  url(path?: string): string;
  /** Called with each arrival: its `webhook-id` and when it arrived (this thread's performance.now()). */
  onArrival: (id: string, at: number) => void;
  close(): Promise<void>;
}

export async function startThreadReceiver(): Promise<ThreadReceiver> {
  const worker = new Worker(SOURCE, { eval: true });
  let port = 0;
  const receiver: ThreadReceiver = {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    onArrival: () => {},
    close: () =>
      new Promise((resolve) => {
        worker.once("exit", () => resolve());
        worker.postMessage("close");
      }),
  };
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.on("message", (m: { port?: number; arrivals?: [string, number][] }) => {
      if (m.port) {
        port = m.port;
        resolve();
      }
      for (const [id, at] of m.arrivals ?? []) receiver.onArrival(id, at - performance.timeOrigin);
    });
  });
  return receiver;
}
