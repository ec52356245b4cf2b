import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { applyKeepAlive } from "./keep-alive.js";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

function keepAliveHeader(port: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(
      { port, host: "127.0.0.1", path: "/", headers: { connection: "keep-alive" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(String(res.headers["keep-alive"])));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("applyKeepAlive", () => {
  it("tells clients the idle time it keeps (Node's own default would be 5 s), and reads headers a second longer", async () => {
    const server = createServer((_req, res) => res.end("ok"));
    servers.push(server);
    applyKeepAlive(server, 65_000);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    expect(await keepAliveHeader(port)).toBe("timeout=65");
    expect(server.headersTimeout).toBe(66_000);
    server.closeAllConnections();
  });
});
