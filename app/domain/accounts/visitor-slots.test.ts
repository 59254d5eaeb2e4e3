import { describe, expect, it } from "vitest";
import { cutAtSlots, fillSlots, slotEnd, slotStart } from "./visitor-slots";

const bar = (items: string) => `<ul>${slotStart("bar")}${items}${slotEnd("bar")}</ul>`;
const menu = (items: string) => `<ul>${slotStart("menu")}${items}${slotEnd("menu")}</ul>`;
const block = `${slotStart("block", "always")}${slotEnd("block")}`;
const PARTS = { bar: "<li>Mon profil</li>", menu: "<li>Déconnecter</li>", block: `<script type="application/json" id="visiteur">{}</script>` };

describe("visitor slots (decision 0025)", () => {
  it("cut a shared page at its markers and put a visitor's parts between them, nothing else changed", () => {
    const html = `<body><header>${bar("<li>Se connecter</li>")}${menu("<li>Se connecter</li>")}</header><main>Projets</main>${block}</body>`;
    const page = cutAtSlots(html)!;
    expect(page.shared).toBe("always");
    expect(page.slots).toEqual(["bar", "menu", "block"]);
    expect(fillSlots(page, PARTS)).toBe(html.replaceAll("<li>Se connecter</li>", "").replace(`${slotStart("bar")}`, `${slotStart("bar")}${PARTS.bar}`).replace(`${slotStart("menu")}`, `${slotStart("menu")}${PARTS.menu}`).replace(block, `${slotStart("block", "always")}${PARTS.block}${slotEnd("block")}`));
    // The page as everyone gets it comes back with the empty parts of a visitor who is not signed in.
    expect(fillSlots(page, { bar: "<li>Se connecter</li>", menu: "<li>Se connecter</li>", block: "" })).toBe(html);
  });

  it("say how the page is shared, and a page without the block's marker is not", () => {
    expect(cutAtSlots(`<main></main>${slotStart("block", "with-income")}${slotEnd("block")}`)).toMatchObject({ shared: "with-income", slots: ["block"] });
    expect(cutAtSlots(`<header>${bar("<li>x</li>")}</header><main></main>`)).toBeNull();
    expect(cutAtSlots("<main>Rien</main>")).toBeNull();
  });

  it("refuse markers out of order: twice, an end without its start, one slot inside another", () => {
    expect(cutAtSlots(`${bar("a")}${bar("b")}${block}`)).toBeNull();
    expect(cutAtSlots(`<ul><li>a</li>${slotEnd("bar")}</ul>${block}`)).toBeNull();
    expect(cutAtSlots(`<ul>${slotStart("bar")}<li>a</li></ul>${block}`)).toBeNull();
    expect(cutAtSlots(`${slotStart("bar")}${menu("a")}${slotEnd("bar")}${block}`)).toBeNull();
    expect(cutAtSlots(`${block}${block}`)).toBeNull();
    expect(cutAtSlots(`${block}${slotStart("block", "with-income")}${slotEnd("block")}`)).toBeNull();
  });
});
