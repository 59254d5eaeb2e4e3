// Accessible carousel: a plain CSS scroll-snap list that works without JavaScript,
// progressively enhanced with previous/next buttons and slide indicators once hydrated.
import { Children, useCallback, useEffect, useId, useRef, useState } from "react";

interface CarouselProps {
  /** Accessible name of the carousel (announced with the "carrousel" role description). */
  label: string;
  id?: string;
  children: React.ReactNode[];
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function Carousel({ label, id, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const generatedId = useId();
  const baseId = id ?? `carrousel-${generatedId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const slidesId = `${baseId}-diapositives`;

  const listRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => setHydrated(true), []);

  // Keep the current index in sync with the scroll position (buttons, swipe, keyboard, scrollbar).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        let nearest = 0;
        let best = Number.POSITIVE_INFINITY;
        Array.from(list.children).forEach((child, index) => {
          const distance = Math.abs((child as HTMLElement).offsetLeft - list.scrollLeft);
          if (distance < best) {
            best = distance;
            nearest = index;
          }
        });
        setCurrent(nearest);
      });
    };
    update();
    list.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [count]);

  const goTo = useCallback(
    (index: number) => {
      const list = listRef.current;
      const target = Math.max(0, Math.min(count - 1, index));
      const slide = list?.children[target] as HTMLElement | undefined;
      if (!list || !slide) return;
      list.scrollTo({ left: slide.offsetLeft, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      setCurrent(target);
      // A button that becomes disabled loses focus: hand it over to the other one.
      if (target === 0 && document.activeElement === prevRef.current) nextRef.current?.focus();
      if (target === count - 1 && document.activeElement === nextRef.current) prevRef.current?.focus();
    },
    [count],
  );

  const buttonClass =
    "inline-flex h-11 items-center gap-1 rounded-full border border-[#1e3a5f] bg-white px-4 text-sm font-semibold text-[#1e3a5f] transition-colors hover:bg-[#1e3a5f] hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1e3a5f] disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-white disabled:text-slate-500";

  return (
    <div role="region" aria-roledescription="carrousel" aria-label={label} id={id} className="w-full">
      <div
        ref={listRef}
        id={slidesId}
        // A scrolling area must be reachable by the keyboard to be scrolled (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative flex snap-x snap-mandatory overflow-x-auto rounded-xl [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1e3a5f] motion-safe:scroll-smooth"
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

      {hydrated && count > 1 ? (
        <div className="mt-3 flex items-center justify-between gap-2">
          <button
            ref={prevRef}
            type="button"
            className={buttonClass}
            aria-controls={slidesId}
            aria-label="Précédent (diapositive précédente)"
            disabled={current === 0}
            onClick={() => goTo(current - 1)}
          >
            <span aria-hidden="true">‹</span> Précédent
          </button>

          <ul className="flex items-center" aria-label="Choisir une diapositive">
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="group inline-flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[#1e3a5f]"
                  aria-controls={slidesId}
                  aria-label={`Diapositive ${index + 1} sur ${count}`}
                  aria-current={index === current ? "true" : undefined}
                  onClick={() => goTo(index)}
                >
                  <span
                    aria-hidden="true"
                    className={`block h-3 w-3 rounded-full border-2 border-[#1e3a5f] transition-colors ${
                      index === current ? "bg-[#1e3a5f]" : "bg-white group-hover:bg-[#f4e9d8]"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>

          <button
            ref={nextRef}
            type="button"
            className={buttonClass}
            aria-controls={slidesId}
            aria-label="Suivant (diapositive suivante)"
            disabled={current === count - 1}
            onClick={() => goTo(current + 1)}
          >
            Suivant <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
