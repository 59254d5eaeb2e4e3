// What a request may send (issue 32, item 7). A route that takes files says so in its handle (`files`, see
// app/components/layout/route-handle.ts): who may send them and how many bytes a request may hold; the request
// guard reads it from the route the path matches. Every other request gets the text forms' limit (64 KB), or
// the JSON API's (1 MB).

const MB = 1024 * 1024;

export interface FilesRule {
  /** Who may send files: staff only, or any signed-in account (a client's documents). */
  who: "admin" | "signed-in";
  /** The largest request, counted on the bytes received. */
  maxBytes: number;
  /**
   * The action reads the body itself as it arrives (writing the files where they go) instead of receiving it
   * read whole: the guard still counts its bytes and its time.
   */
  stream?: true;
}

/** The staff's forms and API calls with files (content, a client's file, market imports): pictures, PDFs, data files. */
export const STAFF_FILES: FilesRule = { who: "admin", maxBytes: 60 * MB, stream: true };

/** A client's document (one file of 20 MB at most), streamed. */
export const CLIENT_DOCUMENT: FilesRule = { who: "signed-in", maxBytes: 21 * MB, stream: true };

/**
 * How many POSTs one account may send to a route in a window (issue 29, item 1): a route whose writes can touch
 * public pages declares it in its handle (`writes`), and the request guard answers past it, 429 with a short
 * French page, before the route's action runs or its page is rendered: an account that sends as fast as it can
 * costs the site a counter, not a render.
 */
export interface WritesRule {
  max: number;
  windowSeconds: number;
}

/** An owner's page (consent to the publication of their results): enough for anyone who hesitates, not a flood. */
export const OWNER_WRITES: WritesRule = { max: 20, windowSeconds: 10 * 60 };
