// The contact form (decision 0046).
import { ContactForm } from "~/components/forms/contact-form";
import { defineIsland } from "../islands/define";

export default defineIsland("contact", ContactForm);
