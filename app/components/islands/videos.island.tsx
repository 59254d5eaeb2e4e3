// Videos shown as a poster of ours, played in place on a click (decision 0046): nothing asked of YouTube before.
import { defineIsland } from "./define";
import { VideoPlayers } from "~/components/video-player";

export default defineIsland("videos", VideoPlayers);
