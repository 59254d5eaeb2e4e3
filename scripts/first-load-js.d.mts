export const BUDGET_KIB: number;
/** The JavaScript files a page's HTML asks for, and their size compressed as gzip -9 and brotli (a redirection: its target, nothing weighed). */
export function firstLoadJs(base: string, path: string, headers?: Record<string, string>): Promise<{ html: string; files: number; gzip: number; brotli: number; redirect?: string }>;
/** Every page a visitor can open, with a project and a city of the site's own. */
export function publicPages(base: string): Promise<string[]>;
/** The pages of a signed-in client. */
export const ACCOUNT_PAGES: string[];
/** The session cookie of a client created for the measure. */
export function newClientCookie(base: string, headers?: Record<string, string>): Promise<string>;
