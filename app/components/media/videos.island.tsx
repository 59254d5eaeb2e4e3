// Videos shown as a poster of ours, played in place on a click (decision 0046): nothing asked of YouTube before.
import { defineIsland } from "../islands/define";
import { VideoPlayers } from "~/components/media/video-player";

export default defineIsland("videos", VideoPlayers);
