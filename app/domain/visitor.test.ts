import { describe, expect, it } from "vitest";
import { visitorBlock } from "./visitor";

describe("the signed-in visitor's JSON block", () => {
  it("carries only what the header shows, as JSON", () => {
    const user = { isAdmin: true, unread: 3, unreadStaff: 12 };
    const block = visitorBlock({ ...user, username: "Léa", email: "lea@exemple.fr" } as typeof user);
    expect(block).toBe(`<script type="application/json" id="visiteur">{"isAdmin":true,"unread":3,"unreadStaff":12}</script>`);
    expect(JSON.parse(/>(.*)</.exec(block)![1])).toEqual(user);
  });
});
