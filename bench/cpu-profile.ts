import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/**
 * With `BENCH_CPU_PROFILE=<file>`, a V8 CPU profile of a part of a benchmark (what runs between
 * `start` and `stop`), written as a `.cpuprofile` (Chrome DevTools, speedscope). Without it, null.
 */
export async function startCpuProfile(what: string): Promise<{ stop: () => Promise<void> } | null> {
  const heapFile = process.env.BENCH_HEAP_PROFILE;
  if (heapFile) return startHeapProfile(what, heapFile);
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

/**
 * With `BENCH_HEAP_PROFILE=<file>` (instead of a CPU profile): where the part allocates, sampled
 * every 64 KB (`.heapprofile`, Chrome DevTools' memory tab), objects collected since included.
 */
async function startHeapProfile(what: string, file: string): Promise<{ stop: () => Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post("HeapProfiler.enable");
  await session.post("HeapProfiler.startSampling", {
    samplingInterval: 65536,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    async stop() {
      const { profile } = await session.post("HeapProfiler.stopSampling");
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`heap profile of ${what} written to ${file}`);
    },
  };
}
