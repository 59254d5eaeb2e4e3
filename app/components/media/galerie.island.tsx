// The full-size gallery's keys and swipe (decision 0046).
import { GalleryKeys } from "~/components/media/gallery-keys";
import { defineIsland } from "../islands/define";

export default defineIsland("galerie", GalleryKeys);
