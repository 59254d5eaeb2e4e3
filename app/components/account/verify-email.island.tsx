// The sign-up verification with the account's password (decision 0046).
import { VerifyEmailForm } from "~/components/account/verify-email-form";
import { defineIsland } from "../islands/define";

export default defineIsland("verify-email", VerifyEmailForm);
