import { describe, expect, it } from "vitest";
import { canOpenStep, currentStep, isDocumentItem, sortToHandle, timelineStates } from "./investor-file";

describe("the step timeline", () => {
  it("marks done steps terminée, the first open one en cours and the rest à venir", () => {
    expect(timelineStates([true, true, false, false, false, false, false, false, false])).toEqual([
      "terminee", "terminee", "en-cours", "a-venir", "a-venir", "a-venir", "a-venir", "a-venir", "a-venir",
    ]);
    expect(timelineStates(Array(9).fill(true)).every((s) => s === "terminee")).toBe(true);
  });
  it("opens step N only when step N−1 is done", () => {
    const steps = [true, false, false];
    expect([1, 2, 3].map((n) => canOpenStep(steps, n))).toEqual([true, true, false]);
    expect(currentStep(steps)).toBe(2);
    expect(currentStep([true, true, true])).toBe(3);
  });
  it("knows the checklist items", () => {
    expect(isDocumentItem("bulletins-salaire")).toBe(true);
    expect(isDocumentItem("../etc")).toBe(false);
  });
});

describe("the staff clients list", () => {
  it("puts clients with documents to validate or unread messages first, most first, and keeps the order otherwise", () => {
    const list = [
      { id: 1, waitingDocuments: 0, unreadMessages: 0 },
      { id: 2, waitingDocuments: 1, unreadMessages: 0 },
      { id: 3, waitingDocuments: 0, unreadMessages: 0 },
      { id: 4, waitingDocuments: 3, unreadMessages: 0 },
      { id: 5, waitingDocuments: 0, unreadMessages: 2 },
    ];
    expect(sortToHandle(list).map((c) => c.id)).toEqual([4, 5, 2, 1, 3]);
  });
});
