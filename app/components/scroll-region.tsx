import type { ReactNode } from "react";

/**
 * A wide block (usually a table) that scrolls sideways on small screens. The region is focusable so the keyboard
 * can scroll it (axe: scrollable-region-focusable), and named by `label` or by the element `labelledBy` points to.
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
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-terracotta ${className}`}
    >
      {children}
    </div>
  );
}
