// The client's conversation with the staff, and its form (decision 0046).
import { ClientConversation } from "~/components/forms/conversation";
import { defineIsland } from "../islands/define";

export default defineIsland("messages", ClientConversation);
