import { describe, expect, it } from "vitest";
import { readVisitorBlock, visitorBlock } from "./visitor";

describe("the signed-in visitor's JSON block", () => {
  it("carries only what the header shows, and reads back", () => {
    const user = { isAdmin: true, unread: 3, unreadStaff: 12 };
    const block = visitorBlock({ ...user, username: "Léa", email: "lea@exemple.fr" } as typeof user);
    expect(block).toBe(`<script type="application/json" id="visiteur">{"isAdmin":true,"unread":3,"unreadStaff":12}</script>`);
    expect(readVisitorBlock(/>(.*)</.exec(block)![1])).toEqual(user);
  });

  it("reads no block, or anything unreadable, as a visitor who is not signed in; wrong counts as none", () => {
    expect(readVisitorBlock(null)).toBeNull();
    expect(readVisitorBlock("")).toBeNull();
    expect(readVisitorBlock("{pas du json")).toBeNull();
    expect(readVisitorBlock("null")).toBeNull();
    expect(readVisitorBlock(`{"isAdmin":"oui","unread":-1,"unreadStaff":2.5}`)).toEqual({ isAdmin: false, unread: 0, unreadStaff: 0 });
  });
});
