// The slots' markers are the ones the page cache cuts at (decision 0025): a change of the component that moves
// them away from visitor-slots.ts fails here.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { slotEnd, slotStart } from "~/domain/accounts/visitor-slots";
import { VisitorSlot } from "./visitor-slot";

describe("VisitorSlot", () => {
  it("writes the markers the page cache cuts at, around its content", () => {
    const html = renderToStaticMarkup(createElement(VisitorSlot, { slot: "bar" }, createElement("li", null, "Se connecter")));
    expect(html).toBe(`${slotStart("bar")}<li>Se connecter</li>${slotEnd("bar")}`);
    expect(renderToStaticMarkup(createElement(VisitorSlot, { slot: "block", shared: "with-income" }))).toBe(`${slotStart("block", "with-income")}${slotEnd("block")}`);
  });
});
