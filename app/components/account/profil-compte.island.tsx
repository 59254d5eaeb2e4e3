// The change of password and of address on the profile page (decision 0046).
import { AccountForms } from "~/components/account/profile-forms";
import { defineIsland } from "../islands/define";

export default defineIsland("profil-compte", AccountForms);
