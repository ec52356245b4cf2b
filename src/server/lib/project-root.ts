import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's directory (the one holding Kassa's package.json), found from this module's own
 * file: the same answer whether the server runs from its TypeScript sources (`src/server/…`, through
 * tsx in tests) or from the build `kassa` runs (`dist/server/<build>/…`), whose depth differs.
 */
export function findProjectRoot(from: string): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "src/server/db/migrations")))
      return dir;
    if (dirname(dir) === dir) throw new Error(`no Kassa project directory above ${from}`);
  }
}

export const projectRoot = findProjectRoot(fileURLToPath(import.meta.url));
