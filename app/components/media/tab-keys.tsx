import { useEffect } from "react";

/**
 * The arrow, Home and End keys between the tabs of a list (WAI-ARIA tabs pattern, manual activation), the
 * island « onglets » (decision 0046): the focused tab is the one stop of the list (roving tabindex).
 */
export function TabKeys({ listId }: { listId: string }) {
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const links = [...list.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (index < 0) return;
      const next =
        event.key === "ArrowRight" ? (index + 1) % links.length
        : event.key === "ArrowLeft" ? (index - 1 + links.length) % links.length
        : event.key === "Home" ? 0
        : event.key === "End" ? links.length - 1
        : -1;
      if (next < 0) return;
      event.preventDefault();
      links[next].focus();
    };
    list.addEventListener("keydown", onKeyDown);
    return () => list.removeEventListener("keydown", onKeyDown);
  }, [listId]);
  return null;
}
