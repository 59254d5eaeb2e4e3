// The new password of /mot-de-passe/nouveau and /annuler-changement-adresse (decision 0046).
import { NewPasswordForm } from "~/components/account/new-password-form";
import { defineIsland } from "../islands/define";

export default defineIsland("new-password", NewPasswordForm);
