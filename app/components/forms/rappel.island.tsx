// The call-back request form (decision 0046).
import { CallbackForm } from "~/components/forms/callback-form";
import { defineIsland } from "../islands/define";

export default defineIsland("rappel", CallbackForm);
