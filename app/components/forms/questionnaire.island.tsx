// One step of the investor questionnaire (decision 0046).
import { QuestionnaireStep } from "~/components/forms/questionnaire-step";
import { defineIsland } from "../islands/define";

export default defineIsland("questionnaire", QuestionnaireStep);
