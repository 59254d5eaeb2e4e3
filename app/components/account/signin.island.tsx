// The sign-in form (decision 0046).
import { SigninForm } from "~/components/account/signin-form";
import { defineIsland } from "../islands/define";

export default defineIsland("signin", SigninForm);
