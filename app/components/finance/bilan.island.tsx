// The project page's simulator and after-tax view (« Bilan » tab), live in the browser (decision 0046).
import { BalanceSimulation } from "~/components/finance/balance-simulation";
import { defineIsland } from "../islands/define";

export default defineIsland("bilan", BalanceSimulation);
