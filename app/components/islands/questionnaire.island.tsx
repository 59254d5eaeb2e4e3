// One step of the investor questionnaire (decision 0046).
import { QuestionnaireStep } from "~/components/questionnaire-step";
import { defineIsland } from "./define";

export default defineIsland("questionnaire", QuestionnaireStep);
