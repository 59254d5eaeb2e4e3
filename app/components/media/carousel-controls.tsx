// A carousel's previous, next and slide buttons (carousel.tsx), the island « carrousel » (decision 0046).
import { useCallback, useEffect, useRef, useState } from "react";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The carousel's buttons: previous, next and one per slide, shown once the script runs (without it the
 * slides scroll as they are). The slides are found by their id.
 */
export function CarouselControls({ slidesId, count }: { slidesId: string; count: number }) {
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => setHydrated(true), []);

  // Keep the current index in sync with the scroll position (buttons, swipe, keyboard, scrollbar).
  useEffect(() => {
    const list = document.getElementById(slidesId);
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
  }, [slidesId, count]);

  const goTo = useCallback(
    (index: number) => {
      const list = document.getElementById(slidesId);
      const target = Math.max(0, Math.min(count - 1, index));
      const slide = list?.children[target] as HTMLElement | undefined;
      if (!list || !slide) return;
      list.scrollTo({ left: slide.offsetLeft, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      setCurrent(target);
      // A button that becomes disabled loses focus: hand it over to the other one.
      if (target === 0 && document.activeElement === prevRef.current) nextRef.current?.focus();
      if (target === count - 1 && document.activeElement === nextRef.current) prevRef.current?.focus();
    },
    [slidesId, count],
  );

  const buttonClass =
    "inline-flex h-11 items-center gap-1 rounded-full border border-navy bg-white px-4 text-sm font-semibold text-navy transition-colors hover:bg-navy hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-white disabled:text-slate-500";

  return hydrated ? (
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
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              className="group inline-flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-navy"
              aria-controls={slidesId}
              aria-label={`Diapositive ${index + 1} sur ${count}`}
              aria-current={index === current ? "true" : undefined}
              onClick={() => goTo(index)}
            >
              <span
                aria-hidden="true"
                className={`block h-3 w-3 rounded-full border-2 border-navy transition-colors ${
                  index === current ? "bg-navy" : "bg-white group-hover:bg-sand"
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
  ) : null;
}
