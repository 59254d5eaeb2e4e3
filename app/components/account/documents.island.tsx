// The form that sends one document of the client's file, with its drop zone (decision 0046).
import { DocumentUpload } from "~/components/account/document-upload";
import { defineIsland } from "../islands/define";

export default defineIsland("documents", DocumentUpload);
