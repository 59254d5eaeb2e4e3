// The call-back request form (decision 0046).
import { CallbackForm } from "~/components/callback-form";
import { defineIsland } from "./define";

export default defineIsland("rappel", CallbackForm);
