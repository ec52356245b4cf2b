import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/**
 * With `BENCH_CPU_PROFILE=<file>`, a V8 CPU profile of a part of a benchmark (what runs between
 * `start` and `stop`), written as a `.cpuprofile` (Chrome DevTools, speedscope). Without it, null.
 */
export async function startCpuProfile(what: string): Promise<{ stop: () => Promise<void> } | null> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return null;
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 1000 });
  await session.post("Profiler.start");
  return {
    async stop() {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile of ${what} written to ${file}`);
    },
  };
}
