// The conversation on a client's file (issue 11, item 4): labels shared by the header and the pages.
// The form's schema lives in client-message-form.ts so that the header (on every page) does not load zod.
import { formatCount } from "../text/format";

export const MESSAGE_MAX = 5000;

/** « 1 message non lu », « 3 messages non lus ». */
export function unreadLabel(count: number): string {
  return formatCount(count, "message non lu", "messages non lus");
}

/**
 * The attribute of the header's unread badge, its value the link's path (« /profile »): the client's
 * conversation, an island, hides that badge once it has marked the messages read (decision 0029).
 */
export const UNREAD_BADGE = "data-unread";
