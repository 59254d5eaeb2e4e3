/** The JavaScript files a page's HTML asks for, and their size compressed as gzip -9 and brotli. */
export function firstLoadJs(base: string, path: string): Promise<{ html: string; files: number; gzip: number; brotli: number }>;
