// Types of scripts/build-api.mjs for the TypeScript callers (bench/run.ts).
export declare const API_BUNDLE: string;
export declare const API_NODE_FLAGS: string[];
export declare function buildApi(): Promise<string>;
