// The contact form (decision 0046).
import { ContactForm } from "~/components/contact-form";
import { defineIsland } from "./define";

export default defineIsland("contact", ContactForm);
