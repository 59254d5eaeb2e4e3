// The JSON blocks of a project (total, chargesMensuelles, rentabilite) as stored: one zod schema each,
// the types derived from them. The model parses what it reads with these, so a missing or unreadable
// entry is 0 once, here, rather than `?? 0` wherever a block is used.
import { z } from "zod";

/** A stored amount: a finite number; missing or unreadable reads as 0. */
const amount = z.number().finite().catch(0).default(0);

export const projectTotalSchema = z.object({
  priceAcqui: amount,
  works: amount,
  fraisNotaire: amount,
  fraisAgence: amount,
  apportPersonnel: amount,
  furnishing: amount,
  DM2AComi: amount,
});

export const projectChargesSchema = z.object({
  mensualiter: amount,
  taxeFonciere: amount,
  chargesCopro: amount,
  chargesCourantes: amount,
  pno: amount,
  cfe: amount,
  rentalManage: amount,
});

export const projectRentabiliteSchema = z.object({
  dureeEmprunt: amount,
  dureeDifferer: amount,
  monthlyRent: amount,
  profitabilityBrut: amount,
  cashflowNet: amount,
  wealth1: amount,
  wealth5: amount,
  wealth10: amount,
});

/** Reads a stored JSON block with its schema: unreadable JSON or a non-object reads as an empty block. */
export function parseBlock<S extends z.ZodType>(schema: S, text: string | null | undefined): z.output<S> {
  let value: unknown = {};
  try {
    value = text ? JSON.parse(text) : {};
  } catch {
    value = {};
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : schema.parse({});
}
