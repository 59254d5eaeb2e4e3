import type { ReactNode } from "react";

/**
 * A wide block (usually a table) that scrolls sideways on small screens. The region is focusable so the keyboard
 * can scroll it (axe: scrollable-region-focusable), and named by `label` or by the element `labelledBy` points to.
 * `relative`: an absolutely placed child (an `sr-only` text in a cell) is clipped with the rest; without it, it
 * stretched the whole page sideways (the staff clients list scrolled to 708 px on a 390 px phone, issue 23).
 */
export function ScrollRegion({
  label,
  labelledBy,
  className = "",
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling area must be reachable by the keyboard
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-terracotta ${className}`}
    >
      {children}
    </div>
  );
}
