// The client's conversation with the staff, and its form (decision 0046).
import { ClientConversation } from "~/components/conversation";
import { defineIsland } from "./define";

export default defineIsland("messages", ClientConversation);
