// « Créer une alerte » (decision 0046).
import { SearchAlertForm } from "~/components/forms/search-alert-form";
import { defineIsland } from "../islands/define";

export default defineIsland("alerte", SearchAlertForm);
