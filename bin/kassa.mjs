#!/usr/bin/env node
// The `kassa` command: runs the TypeScript entry in this process through tsx's loader (a runtime
// dependency). One process, so a signal reaches the server once and nothing relays or escalates it.
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

register();
await import(pathToFileURL(new URL("../src/server/main.ts", import.meta.url).pathname).href);
