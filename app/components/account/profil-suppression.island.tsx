// The confirmation of an account's deletion (decision 0046).
import { DeleteAccountForm } from "~/components/account/delete-account-form";
import { defineIsland } from "../islands/define";

export default defineIsland("profil-suppression", DeleteAccountForm);
