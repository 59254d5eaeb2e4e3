// The form of « Mot de passe oublié ? » (decision 0046).
import { ForgotPasswordForm } from "~/components/account/forgot-password-form";
import { defineIsland } from "../islands/define";

export default defineIsland("forgot-password", ForgotPasswordForm);
