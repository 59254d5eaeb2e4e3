// The tenant's letter of a rent revision (rent-revision-letter.server.ts), for a lease of the client and one
// of its anniversaries: the revision the domain proposes for it from the stored series (the rent before it,
// the lease's reference quarter, the project's DPE), dated the day it took effect when staff applied it, else
// today. Staff download it from the client's « Location » page; it is served `private, no-store`.
import type { Issuer } from "./pdf-parts.server";
import { type Day, isDay } from "~/domain/ownership/calendar";
import { dpeInForce, lastAnniversary, proposeRevision } from "~/domain/ownership/irl";
import type { DB } from "../db/db.server";
import { getProjects } from "../content/projects.server";
import { getUser } from "../accounts/users.server";
import { getLease, today } from "./books.server";
import { irlSeries } from "./irl.server";
import { rentRevisionLetterPdf } from "./rent-revision-letter.server";

export type RevisionLetter = { ok: true; name: string; bytes: Uint8Array } | { ok: false; message: string };

/**
 * The letter of `leaseId`'s revision on `anniversary`; null when the lease is not the client's or the day is not
 * one of its anniversaries; a French refusal when the domain proposes no revision (F or G, index missing, no
 * rise) or the letter comes more than a year late.
 */
export async function revisionLetter(
  db: DB,
  { clientId, leaseId, anniversary }: { clientId: number; leaseId: number; anniversary: string },
  { issuer, on = today() }: { issuer: Issuer; on?: Day },
): Promise<RevisionLetter | null> {
  const [lease, client, series] = await Promise.all([getLease(db, leaseId), getUser(db, clientId), irlSeries(db)]);
  if (!lease || !client || lease.clientId !== clientId || !isDay(anniversary) || lastAnniversary(lease, anniversary) !== anniversary) return null;
  if (lease.end !== null && lease.end < anniversary) return null;
  const [project] = await getProjects(db, [lease.projectId]);
  if (!project) return null;
  // The revision as it stood before it was applied: the rent then, and the day it took effect.
  const applied = lease.revisions.find((r) => r.from >= anniversary);
  const before = { ...lease, revisions: lease.revisions.filter((r) => r.from < anniversary) };
  const revision = proposeRevision({ lease: before, dpe: dpeInForce(project), series, anniversary, referenceQuarter: lease.referenceQuarter });
  if (revision.status !== "proposee") return { ok: false, message: revision.message };
  const landlordName = `${client.prenom} ${client.nom}`.trim() || client.username;
  try {
    const bytes = await rentRevisionLetterPdf({
      revision,
      landlord: { name: landlordName, address: lease.landlordAddress || "adresse non renseignée" },
      tenant: lease.tenant,
      home: lease.homeAddress || project.title,
      charges: lease.charges,
      sentOn: applied?.from ?? on,
      issuer,
    });
    return { ok: true, name: `revision-loyer-${anniversary}.pdf`, bytes };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, message: error.message };
    throw error;
  }
}
