import { describe, expect, it } from "vitest";
import { visitorBlock, visitorIncome } from "./visitor";

describe("the signed-in visitor's JSON block", () => {
  it("carries only what the header shows, as JSON", () => {
    const user = { isAdmin: true, unread: 3, unreadStaff: 12 };
    const block = visitorBlock({ ...user, username: "Léa", email: "lea@exemple.fr" } as typeof user);
    expect(block).toBe(`<script type="application/json" id="visiteur">{"isAdmin":true,"unread":3,"unreadStaff":12}</script>`);
    expect(JSON.parse(/>(.*)</.exec(block)![1])).toEqual(user);
  });
});

describe("the visitor's income on a page that asks for it (the project page's after-tax view)", () => {
  it("goes in the block when there is one, and is read back as the form writes it", () => {
    const block = visitorBlock({ isAdmin: false, unread: 0, unreadStaff: 0, revenus: 42000 });
    expect(block).toBe(`<script type="application/json" id="visiteur">{"isAdmin":false,"unread":0,"unreadStaff":0,"revenus":42000}</script>`);
    expect(visitorIncome(/>(.*)</.exec(block)![1])).toBe("42000");
  });

  it("reads nothing from a block without one, an empty or a broken block", () => {
    expect(visitorIncome('{"isAdmin":false,"unread":0,"unreadStaff":0}')).toBeNull();
    expect(visitorIncome('{"revenus":0}')).toBeNull();
    expect(visitorIncome("")).toBeNull();
    expect(visitorIncome(null)).toBeNull();
    expect(visitorIncome("{pas du json")).toBeNull();
  });
});
