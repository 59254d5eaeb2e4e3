// The owner's documents (issue 22, item 2): the receipt of a month (/profile/location/quittance/{bail}/{mois}.pdf)
// and the tax summary of a year (/profile/location/recapitulatif/{bail}/{année}.pdf), for the lease's owner and
// for staff. Anyone else, a visitor included, gets 404 (outside the account layout, whose guard answers 401):
// the address tells nothing of whether the lease exists. Never stored by a browser or a proxy.
import { currentUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { companyInfo, env } from "~/server/platform/env.server";
import { type OwnerDocument, rentReceiptDocument, taxSummaryDocument } from "~/server/ownership/owner.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { receiptMonthOf, summaryYearOf } from "~/domain/ownership/owner-view";
import type { Route } from "./+types/owner-document";

const pdf = ({ bytes, fileName }: OwnerDocument) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = currentUser(context);
  const leaseId = idParam(params.bail);
  const issuer = companyInfo(env());
  if (params.kind === "quittance") {
    const month = notFoundUnless(receiptMonthOf(params.file));
    return pdf(notFoundUnless(await rentReceiptDocument(db(), viewer, { leaseId, month, issuer })));
  }
  if (params.kind === "recapitulatif") {
    const year = notFoundUnless(summaryYearOf(params.file));
    return pdf(notFoundUnless(await taxSummaryDocument(db(), viewer, { leaseId, year, issuer })));
  }
  return notFoundUnless(null);
}
