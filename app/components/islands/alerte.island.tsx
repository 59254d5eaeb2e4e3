// « Créer une alerte » (decision 0046).
import { SearchAlertForm } from "~/components/search-alert-form";
import { defineIsland } from "./define";

export default defineIsland("alerte", SearchAlertForm);
