// The client's details on the profile page (decision 0046).
import { DetailsForm } from "~/components/account/profile-forms";
import { defineIsland } from "../islands/define";

export default defineIsland("profil-coordonnees", DetailsForm);
