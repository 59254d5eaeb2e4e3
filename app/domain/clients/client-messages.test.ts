import { describe, expect, it } from "vitest";
import { clientMessageSchema } from "./client-message-form";
import { unreadLabel } from "./client-messages";

describe("client messages", () => {
  it("keeps plain text, trims it and refuses empty, too long or control characters", () => {
    expect(clientMessageSchema.parse({ message: "  Bonjour,\nmerci !\t " })).toEqual({ message: "Bonjour,\nmerci !" });
    expect(clientMessageSchema.safeParse({ message: "   " }).error?.issues[0].message).toBe("Votre message est vide.");
    expect(clientMessageSchema.safeParse({ message: "a".repeat(5001) }).error?.issues[0].message).toBe("Votre message est trop long : 5 000 caractères au plus.");
    expect(clientMessageSchema.safeParse({ message: "a\u0000b" }).error?.issues[0].message).toBe("Votre message contient des caractères de contrôle non autorisés.");
  });

  it("says how many messages are unread, in French", () => {
    expect(unreadLabel(1)).toBe("1 message non lu");
    expect(unreadLabel(3)).toBe("3 messages non lus");
  });
});
