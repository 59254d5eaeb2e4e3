// A carousel's previous, next and slide buttons (decision 0046): the slides are the page's HTML.
import { CarouselControls } from "~/components/media/carousel-controls";
import { defineIsland } from "../islands/define";

export default defineIsland("carrousel", CarouselControls);
