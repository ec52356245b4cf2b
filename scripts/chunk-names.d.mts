export declare const REACT: RegExp;
export declare function packageOf(id: string): string | null;
export declare function chunkName(chunk: {
  name: string;
  isDynamicEntry?: boolean;
  moduleIds: readonly string[];
}): string;
export declare function assetName(asset: { names: readonly string[] }): string;
