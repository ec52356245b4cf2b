#!/usr/bin/env node
// The `kassa` command: runs the server's JavaScript build (scripts/build-server.mjs; made again here
// when a source file is newer than it, about a second) in this process. One process, so a signal
// reaches the server once and nothing relays or escalates it. Where the build cannot be written
// (a read-only install), it runs the TypeScript sources through tsx's loader instead, slower to start.
import { pathToFileURL } from "node:url";
import { serverEntry } from "../scripts/build-server.mjs";

let entry;
try {
  entry = await serverEntry();
} catch (error) {
  console.error(
    `kassa: could not build the server (${error?.errors?.[0]?.text ?? error?.message ?? error}); running its sources through tsx`,
  );
  const { register } = await import("tsx/esm/api");
  register();
  entry = new URL("../src/server/main.ts", import.meta.url).pathname;
}
await import(pathToFileURL(entry).href);
