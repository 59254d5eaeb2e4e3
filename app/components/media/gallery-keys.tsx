// The full-size gallery's keys and swipe (/projets/{id}/photos/{n}), the island « galerie » (decision 0046):
// ← and → turn the pages, Escape goes back to the project, a swipe on the photo turns them too. Each page is
// a document of its own (cached), so a turn is a page load that replaces the one shown in the history.
import { useEffect } from "react";
import { galleryPath } from "~/domain/projects/gallery";

const SWIPE_MIN_PX = 50;

export function GalleryKeys({ projectId, count, back, photoId }: { projectId: number; count: number; back: string; photoId: string }) {
  useEffect(() => {
    const shown = () => Number(/\/photos\/(\d+)$/.exec(window.location.pathname)?.[1] ?? Number.NaN);
    const turnTo = (n: number) => {
      if (Number.isInteger(n) && n >= 1 && n <= count) window.location.replace(galleryPath(projectId, n));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === "Escape") window.location.assign(back);
      else if (event.key === "ArrowLeft") turnTo(shown() - 1);
      else if (event.key === "ArrowRight") turnTo(shown() + 1);
    };
    const photo = document.getElementById(photoId);
    let start: number | null = null;
    const down = (event: PointerEvent) => (start = event.clientX);
    const cancel = () => (start = null);
    const up = (event: PointerEvent) => {
      if (start === null) return;
      const dx = event.clientX - start;
      start = null;
      if (dx <= -SWIPE_MIN_PX) turnTo(shown() + 1);
      else if (dx >= SWIPE_MIN_PX) turnTo(shown() - 1);
    };
    window.addEventListener("keydown", onKey);
    photo?.addEventListener("pointerdown", down);
    photo?.addEventListener("pointerup", up);
    photo?.addEventListener("pointercancel", cancel);
    return () => {
      window.removeEventListener("keydown", onKey);
      photo?.removeEventListener("pointerdown", down);
      photo?.removeEventListener("pointerup", up);
      photo?.removeEventListener("pointercancel", cancel);
    };
  }, [projectId, count, back, photoId]);
  return null;
}
