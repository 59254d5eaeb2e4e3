// The full-size gallery's keys and swipe (decision 0046).
import { GalleryKeys } from "~/components/gallery-keys";
import { defineIsland } from "./define";

export default defineIsland("galerie", GalleryKeys);
