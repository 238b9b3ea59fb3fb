// Types of ensure-chromium.mjs for the TypeScript that imports it (playwright.config.ts).
export declare const CHROMIUM: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function ensureChromium(): boolean;
