// Step updates of the investor's file: a staff member posts a text, photos and PDFs on one of the nine
// steps, possibly marking it done; the client gets an e-mail with a link to the step.
import { z } from "zod";
import type { SessionUser } from "~/domain/accounts/account";
import { formatCount } from "~/domain/text/format";
import { greeting } from "~/domain/text/french";
import type { StepUpdateView } from "~/domain/clients/investor-file";
import { STEPS } from "~/domain/clients/steps";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { type UploadedFile, checkFileCap, insertPrivateFile, listPrivateFiles, preparePrivateFiles, withStoredFiles } from "../files/private-files.server";
import { STEP_COUNT, type StepNumber, getUser, setStep, setSteps } from "../accounts/users.server";
import { queueMail } from "../platform/mail.server";

export interface StepUpdateInput {
  clientId: number;
  step: number;
  text: string;
  markDone: boolean;
  files: readonly UploadedFile[];
}

export type StepUpdateResult = { ok: true; id: number } | { ok: false; field: "step" | "text" | "files"; message: string };

/** The name the client sees under a staff member's update: their first name and name, or « L’équipe <company> ». */
async function staffName(db: DB, staffId: number, companyName: string): Promise<string> {
  const staff = await db.selectFrom("users").select(["prenom", "nom"]).where("id", "=", staffId).executeTakeFirst();
  return `${staff?.prenom ?? ""} ${staff?.nom ?? ""}`.trim() || `L’équipe ${companyName}`;
}

export type ProgressResult =
  | { ok: true; message: string }
  /** 400: the steps sent cannot be read; 409: out of order (`checked`: the steps as sent, to show them again). */
  | { ok: false; status: 400 | 409; message: string; checked?: number[] };

const stepNumbers = z.array(z.coerce.number().int().min(2).max(STEP_COUNT));

/**
 * The staff tick and untick steps 2 to 9 of a client's file at once (`steps`: the ticked ones, as the
 * form sends them); the steps stay in order (setSteps). Null: no such client.
 */
export async function saveProgress(db: DB, clientId: number, steps: readonly unknown[], actor: Pick<SessionUser, "id" | "email">): Promise<ProgressResult | null> {
  const parsed = stepNumbers.safeParse(steps);
  if (!parsed.success) return { ok: false, status: 400, message: "Les étapes envoyées ne sont pas valides. Rechargez la page et réessayez." };
  const checked = [...new Set(parsed.data)].sort((a, b) => a - b);
  const result = await setSteps(db, clientId, checked, actor);
  if (!result) return null;
  if (!result.ok) {
    const n = result.outOfOrder;
    const message =
      n === 2
        ? "L’étape 2 ne peut être faite qu’une fois l’étape 1 faite : le client la termine depuis son espace."
        : `L’étape ${n} ne peut être faite qu’une fois l’étape ${n - 1} faite. Cochez les étapes dans l’ordre.`;
    return { ok: false, status: 409, message, checked };
  }
  return { ok: true, message: `Avancement enregistré : ${formatCount(result.done, "étape faite", "étapes faites")} sur ${STEP_COUNT}.` };
}

/**
 * Posts an update. Files are checked before anything is written (type from the bytes, 20 MB, 50 per
 * client); marking step N done needs step N−1 done, and step 1 is the client's own. The update, its
 * files, the step change, the audit row and the client's e-mail are one transaction.
 * Null: no such client. Throws MediaError for a refused file.
 */
export async function postStepUpdate(
  db: DB,
  input: StepUpdateInput,
  options: {
    actor: Pick<SessionUser, "id" | "email">;
    /** The name the client sees under the update; by default the staff member's, or the company's. */
    authorName?: string;
    site: { publicUrl: string; companyName: string };
  },
): Promise<StepUpdateResult | null> {
  const { step } = input;
  if (!Number.isInteger(step) || step < 1 || step > STEPS.length) return { ok: false, field: "step", message: "Choisissez une étape de 1 à 9." };
  const text = input.text.trim();
  if (!text && !input.markDone && input.files.length === 0)
    return { ok: false, field: "text", message: "Écrivez un message, joignez un fichier ou marquez l’étape terminée." };
  if (text.length > 5000) return { ok: false, field: "text", message: "Le message doit faire au plus 5 000 caractères." };
  const ready = await preparePrivateFiles(input.files, ["image/jpeg", "image/png", "application/pdf"]);

  return withStoredFiles(input.clientId, ready, (prepared) => db.transaction().execute(async (trx) => {
    const client = await getUser(trx, input.clientId);
    if (!client) return null;
    if (input.markDone) {
      if (step === 1) return { ok: false, field: "step", message: "L’étape 1 est terminée par le client depuis son espace." };
      if (!client.steps[step - 2])
        return { ok: false, field: "step", message: `L’étape ${step} ne peut être terminée qu’une fois l’étape ${step - 1} terminée.` };
    }
    await checkFileCap(trx, client.id, prepared.length);
    const authorName = options.authorName ?? (await staffName(trx, options.actor.id, options.site.companyName));
    const now = nowIso();
    const { id } = await trx
      .insertInto("stepUpdates")
      .values({ userId: client.id, step, body: text, marksDone: input.markDone ? 1 : 0, authorId: options.actor.id, authorName, createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const file of prepared)
      await insertPrivateFile(trx, file, { userId: client.id, kind: file.mime === "application/pdf" ? "update-document" : "update-photo", updateId: id, now });
    if (input.markDone && !client.steps[step - 1]) await setStep(trx, client.id, step as StepNumber, true);
    const name = `${client.prenom} ${client.nom}`.trim() || client.username;
    await audit(
      trx,
      options.actor,
      "step",
      "user",
      client.id,
      `${name} (${client.email}) : nouvelle actualité à l’étape ${step}${input.markDone ? " (étape terminée)" : ""}${prepared.length ? `, ${prepared.length} fichier(s)` : ""}`,
    );
    const title = STEPS[step - 1].title;
    const { publicUrl, companyName } = options.site;
    await queueMail(trx, {
      to: client.email,
      subject: input.markDone ? `Étape ${step} terminée : ${title}` : `Du nouveau sur votre projet : étape ${step}, ${title}`,
      body: `${greeting(client.prenom)},

${input.markDone ? `L’étape ${step} de votre projet (${title}) est terminée.` : `Votre conseiller a publié une actualité sur l’étape ${step} de votre projet (${title}).`}${
        prepared.length ? `\n${prepared.length > 1 ? `${prepared.length} fichiers l’accompagnent` : "Un fichier l’accompagne"} : vous le${prepared.length > 1 ? "s" : ""} trouverez dans votre espace.` : ""
      }

Pour la lire, ouvrez votre espace :
${publicUrl}/profile/avancement/etape${step}

L’équipe ${companyName}
`,
    });
    return { ok: true, id };
  }), (result) => result?.ok === true);
}


/** The updates of a client (of one step when given), newest first, with their files (no bytes). */
export async function listStepUpdates(db: DB, clientId: number, { step }: { step?: number } = {}): Promise<StepUpdateView[]> {
  let query = db.selectFrom("stepUpdates").selectAll().where("userId", "=", clientId);
  if (step !== undefined) query = query.where("step", "=", step);
  const [rows, files] = await Promise.all([
    query.orderBy("createdAt", "desc").orderBy("id", "desc").execute(),
    listPrivateFiles(db, clientId),
  ]);
  return rows.map((row) => {
    const own = files.filter((f) => f.updateId === row.id);
    return {
      id: row.id,
      step: row.step,
      body: row.body,
      marksDone: Boolean(row.marksDone),
      authorName: row.authorName,
      createdAt: row.createdAt,
      photos: own.filter((f) => f.kind === "update-photo").map((f) => ({ id: f.id, name: f.name, width: f.width, height: f.height })),
      documents: own.filter((f) => f.kind === "update-document").map((f) => ({ id: f.id, name: f.name, size: f.size })),
    };
  });
}

/** The date each step was marked done by an update (the latest such update), null when none. */
export function stepDoneDates(updates: readonly StepUpdateView[], steps: readonly boolean[]): (string | null)[] {
  return steps.map((done, i) => (done ? (updates.find((u) => u.step === i + 1 && u.marksDone)?.createdAt ?? null) : null));
}

/** The date of each client's latest update (staff clients list). */
export async function lastUpdateDates(db: DB): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("stepUpdates")
    .select(["userId", ({ fn }) => fn.max("createdAt").as("last")])
    .groupBy("userId")
    .execute();
  return new Map(rows.map((r) => [r.userId, String(r.last)]));
}

/** The updates of one step of a client, newest first (the step's page). */
export async function updatesOfStep(db: DB, clientId: number, step: number): Promise<StepUpdateView[]> {
  return listStepUpdates(db, clientId, { step });
}
