import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactSchema } from "../clients/contact";
import { CONTACT_LIMITS } from "../clients/contact-limits";
import { DEFAULT_ECHO_CAP, cappedReply, maxLengthOf } from "./form-reply";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("refused form echo", () => {
  it("finds each field's maximum length through trims, transforms and pipes", () => {
    expect(maxLengthOf(contactSchema.shape.nom)).toBe(CONTACT_LIMITS.nom);
    expect(maxLengthOf(contactSchema.shape.email)).toBe(CONTACT_LIMITS.email);
    expect(maxLengthOf(contactSchema.shape.message)).toBe(CONTACT_LIMITS.messageMax);
  });

  it("sends back each value cut to its field's maximum, and unknown fields to the default cap", () => {
    const submission = parseWithZod(form({ nom: "N".repeat(20_000), email: "x", message: "é".repeat(60_000), autre: "z".repeat(9_000) }), { schema: contactSchema });
    expect(submission.status).toBe("error");
    const reply = cappedReply(submission.reply(), contactSchema);
    expect(reply.initialValue).toEqual({ nom: "N".repeat(CONTACT_LIMITS.nom), email: "x", message: "é".repeat(CONTACT_LIMITS.messageMax), autre: "z".repeat(DEFAULT_ECHO_CAP) });
    expect(reply.error).toEqual(submission.reply().error);
  });
});
