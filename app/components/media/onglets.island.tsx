// The keys between the tabs of a list (tabs.tsx), the island « onglets » (decision 0046).
import { defineIsland } from "../islands/define";
import { TabKeys } from "~/components/media/tab-keys";

export default defineIsland("onglets", TabKeys);
