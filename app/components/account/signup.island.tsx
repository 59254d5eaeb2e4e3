// The sign-up form (decision 0046).
import { SignupForm } from "~/components/account/signup-form";
import { defineIsland } from "../islands/define";

export default defineIsland("signup", SignupForm);
