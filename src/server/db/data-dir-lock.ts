import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * The embedded database (PGlite) can be opened by one process at a time: a second process
 * writing the same files corrupts it. Every process that opens `DATA_DIR/pglite` first takes
 * `DATA_DIR/kassa.lock`, created atomically, and removes it when it exits. A lock whose process
 * no longer runs (killed, machine restarted) is taken over.
 */
export const LOCK_FILE = "kassa.lock";

/** What the lock file holds (mode 0600: only the user running Kassa can read the token). */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  /** `kassa serve`, `kassa seed`, … (never the command's arguments: they may hold a password). */
  command: string;
  /** Set by `kassa serve` once it listens: where the local CLI reaches it, and its secret. */
  localUrl?: string;
  localToken?: string;
}

export interface DataDirLock {
  path: string;
  holder: LockHolder;
  /** Records the running server's local address and its secret for the CLI (see local-cli.ts). */
  advertise(localUrl: string, localToken: string): void;
  /** Removes the lock file if it is still this process's (also done on exit). */
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    readonly path: string,
  ) {
    super(lockedMessage(dataDir, holder, path));
  }
}

function lockedMessage(dataDir: string, holder: LockHolder, path: string): string {
  const where = holder.hostname === hostname() ? "" : ` on host ${holder.hostname}`;
  const serving = holder.localUrl ? `, serving ${holder.localUrl}` : "";
  const lines = [
    `The data directory ${dataDir} is in use by another Kassa process:`,
    `  "${holder.command}", pid ${holder.pid}${where}, started ${holder.startedAt}${serving}.`,
    "The embedded database can be opened by one process at a time (a second one would corrupt it), so nothing was done.",
    `Stop that process first (Ctrl+C in its terminal, or \`kill ${holder.pid}\`) and run the command again,`,
    "or run Kassa on PostgreSQL (DATABASE_URL), where any number of processes can run.",
  ];
  if (holder.hostname !== hostname()) {
    lines.push(
      `If no Kassa runs on ${holder.hostname} with this directory any more, delete ${path} and try again.`,
    );
  }
  return lines.join("\n");
}

const sameHolder = (a: LockHolder | null, b: LockHolder | null) =>
  a !== null && b !== null && a.pid === b.pid && a.hostname === b.hostname && a.startedAt === b.startedAt;

function readHolder(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as LockHolder;
    return typeof parsed.pid === "number" && typeof parsed.hostname === "string" ? parsed : null;
  } catch {
    return null;
  }
}

/** The holder of DATA_DIR's lock, when a live process holds it (null when free or stale). */
export function liveLockHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(join(dataDir, LOCK_FILE));
  return holder && isAlive(holder) ? holder : null;
}

/**
 * Whether the lock's process still runs. On another host it cannot be checked and counts as
 * alive. Our own pid is a previous life of this process (a container restarted with the same
 * pid), so it is stale.
 */
function isAlive(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Writes the file whole under a temporary name (0600) and returns that name. */
function writeTemp(path: string, holder: LockHolder): string {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, `${JSON.stringify(holder)}\n`, { mode: 0o600, flag: "wx" });
  return temp;
}

/**
 * Takes DATA_DIR's lock or throws `DataDirLockedError` naming its holder. The file appears
 * complete or not at all (a hard link of a fully written file, which fails if one exists); a
 * stale lock is moved aside under a unique name, checked to be the one found stale, and removed.
 */
export function acquireDataDirLock(dataDir: string, command: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  let holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command,
  };
  for (let round = 0; ; round++) {
    const temp = writeTemp(path, holder);
    try {
      linkSync(temp, path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(temp);
    }
    const found = readHolder(path);
    if (found && isAlive(found)) throw new DataDirLockedError(dataDir, found, path);
    if (round >= 5) {
      throw new Error(`Could not take the lock ${path}; if no Kassa process uses ${dataDir}, delete it.`);
    }
    const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString("hex")}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // its holder just left
      throw error;
    }
    const moved = readHolder(aside);
    if (found === null || sameHolder(moved, found)) {
      unlinkSync(aside);
      continue;
    }
    // Another process took the stale lock over between our read and our move: give it back.
    try {
      linkSync(aside, path);
    } finally {
      unlinkSync(aside);
    }
    if (moved && isAlive(moved)) throw new DataDirLockedError(dataDir, moved, path);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (sameHolder(readHolder(path), holder)) {
      try {
        unlinkSync(path);
      } catch {}
    }
  };
  process.on("exit", release);
  return {
    path,
    get holder() {
      return holder;
    },
    advertise(localUrl, localToken) {
      if (released) return;
      holder = { ...holder, localUrl, localToken };
      renameSync(writeTemp(path, holder), path);
    },
    release,
  };
}
