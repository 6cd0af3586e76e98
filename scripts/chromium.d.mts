/** Where Debian's chromium package puts the browser. */
export declare const CHROMIUM_PATH: string;
/** Headless, sandbox-free, and silent towards hosts this machine cannot reach. */
export declare const CHROMIUM_ARGS: string[];
