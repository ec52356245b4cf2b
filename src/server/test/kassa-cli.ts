import { join } from "node:path";
import { projectRoot } from "../lib/project-root.js";

/**
 * `spawn(process.execPath, kassaCommand("serve"))`: the `kassa` command as a user runs it
 * (bin/kassa.mjs, the server's JavaScript build, made again first when a source file is newer).
 */
export function kassaCommand(...args: string[]): string[] {
  return [join(projectRoot, "bin/kassa.mjs"), ...args];
}
