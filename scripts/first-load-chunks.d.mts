import type { Plugin } from "vite";
export declare const FIRST_PAGES: { name: string; html: string; routes: string[] }[];
export declare function planFromBundle(
  bundle: Record<string, unknown>,
  importers: (id: string) => readonly string[],
): Record<string, string>;
export declare function writeChunkPlan(file: string): Plugin;
export declare function firstLoadGroup(file: string): {
  name: (id: string) => string | null;
  debugName: string;
  priority: number;
  includeDependenciesRecursively: boolean;
};
