/** Types of shared.js, for the TypeScript that tests it. */
export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  eager: boolean;
}
export declare const SHARED_PACKAGES: ReadonlyArray<{ name: string; prefix: boolean }>;
export declare function createSharedConfig(options: {
  appDir: string;
  eager?: boolean;
}): Record<string, SharedEntry>;
