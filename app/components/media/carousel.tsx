// Accessible carousel: a plain CSS scroll-snap list that works without JavaScript, progressively enhanced
// with previous/next buttons and slide indicators. The slides are the page's own HTML; the buttons are an
// island of their own (« carrousel », decision 0046), which finds the slides by their id: a page with
// carousels needs no React Router in the browser.
import { Children, useId } from "react";
import { Island } from "../layout/island";
import carousel from "~/components/media/carrousel.island";

interface CarouselProps {
  /** Accessible name of the carousel (announced with the "carrousel" role description). */
  label: string;
  id?: string;
  children: React.ReactNode[];
}

export function Carousel({ label, id, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const generatedId = useId();
  const baseId = id ?? `carrousel-${generatedId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const slidesId = `${baseId}-diapositives`;
  return (
    <div role="region" aria-roledescription="carrousel" aria-label={label} id={id} className="w-full">
      <div
        id={slidesId}
        // A scrolling area must be reachable by the keyboard to be scrolled (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative flex snap-x snap-mandatory overflow-x-auto rounded-xl [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy motion-safe:scroll-smooth"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${index + 1} sur ${count}`}
            className="w-full shrink-0 snap-center"
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && <Island of={carousel} props={{ slidesId, count }} />}
    </div>
  );
}
