export const START_BUDGET_BYTES: number;
export function gzipBytes(file: string): number;
export function bundleFiles(dist: string): { start: string[]; worker: string; lazy: string[]; css: string[] };
