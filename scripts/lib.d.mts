// Types of lib.mjs for the TypeScript that imports it (apps/api/scripts/instancias.ts).
export declare const root: string;
export declare function bin(name: string): string;
export declare function run(cmd: string, args: string[], opts?: Record<string, unknown>): Promise<number>;
export declare function webBuildIsStale(outDir?: string): boolean;
export declare function buildWeb(outDir?: string): Promise<number>;
