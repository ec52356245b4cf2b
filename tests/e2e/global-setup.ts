import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createAdmin } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data directory migrated once per run, with the administrator made (see startServer). */
    e2eDataTemplate: string;
  }
}

/**
 * Migrates one embedded database and makes its administrator (`kassa admin create`, the first
 * account of the install) once per run; each test file's server starts on a copy of it instead of
 * paying for the CLI's start-up and every migration again.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "kassa-e2e-template-"));
  await createAdmin({
    NODE_ENV: "test",
    DATA_DIR: dir,
    LOG_LEVEL: "warn",
    BASE_URL: "http://localhost:3000",
  });
  project.provide("e2eDataTemplate", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
