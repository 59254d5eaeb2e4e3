// A carousel's previous, next and slide buttons (decision 0046): the slides are the page's HTML.
import { CarouselControls } from "~/components/carousel-controls";
import { defineIsland } from "./define";

export default defineIsland("carrousel", CarouselControls);
