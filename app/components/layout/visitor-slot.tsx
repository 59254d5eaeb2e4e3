import { SHARED_ATTRIBUTE, SLOT_ATTRIBUTE, type Slot } from "~/domain/accounts/visitor-slots";
import type { SharedPage } from "~/domain/accounts/visitor";

/**
 * A slot for a signed-in visitor's part of a cached page (decision 0025, visitor-slots.ts): its content between
 * two empty <template> markers, which the page cache cuts the page at. `shared` on the block's slot only.
 */
export function VisitorSlot({ slot, shared, children }: { slot: Slot; shared?: SharedPage; children?: React.ReactNode }) {
  return (
    <>
      <template {...{ [SLOT_ATTRIBUTE]: slot, ...(shared ? { [SHARED_ATTRIBUTE]: shared } : {}) }} />
      {children}
      <template {...{ [SLOT_ATTRIBUTE]: `/${slot}` }} />
    </>
  );
}
