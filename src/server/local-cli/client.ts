import type { LockHolder } from "../db/data-dir-lock.js";
import { LOCAL_CLI_PATH } from "./paths.js";

/** The running server refused or failed the request: its message, for the terminal. */
export class LocalCliError extends Error {
  override name = "LocalCliError";
  constructor(
    message: string,
    /** 2 for bad input (as the direct command), 1 otherwise. */
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** Whether the lock's holder is a `kassa serve` that a local command can go through. */
export function reachableServer(holder: LockHolder | null): holder is LockHolder & {
  localUrl: string;
  localToken: string;
} {
  return Boolean(holder?.localUrl && holder.localToken);
}

/**
 * Asks the `kassa serve` that holds DATA_DIR to run a CLI command (`seed-demo`, `admin-create`)
 * and returns its JSON answer.
 */
export async function callRunningServer(
  holder: LockHolder & { localUrl: string; localToken: string },
  command: "seed-demo" | "admin-create",
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(`${holder.localUrl}${LOCAL_CLI_PATH}/${command}`, {
      method: "POST",
      headers: { authorization: `Bearer ${holder.localToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new LocalCliError(
      `The Kassa server holding this data directory (pid ${holder.pid}) did not answer at ${holder.localUrl}: ${String((error as Error).cause ?? error)}.\nStop it and run the command again.`,
      1,
    );
  }
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok) return answer;
  const message = typeof answer.message === "string" ? answer.message : `the server answered ${res.status}`;
  throw new LocalCliError(message, res.status === 400 ? 2 : 1);
}
