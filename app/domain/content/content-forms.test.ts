import { describe, expect, it } from "vitest";
import { cityFormSchema, projectFormSchema, resourceFormSchema } from "./content-forms";
import { joinParagraphs } from "./paragraphs";

const hash = "0123456789abcdef0123456789abcdef";

const project = {
  title: "T2 rénové",
  cityId: "3",
  districtId: "5",
  typeBienApres: "T2",
  tmpRenov: "3",
  prixGlobal: "123 456,50 €",
  tauxEmprunt: "3,6",
  renov1: "Premier paragraphe.\n\nSecond paragraphe\nsur deux lignes.",
  video: ["https://www.youtube.com/watch?v=abcdefghijk", "", "  "],
  enAvant: "on",
  images: [hash],
  total: { priceAcqui: "100000", works: "", fraisNotaire: "7500", fraisAgence: "0", apportPersonnel: "0", furnishing: "5000", DM2AComi: "6000" },
  chargesMensuelles: {},
  rentabilite: { dureeEmprunt: "20", cashflowNet: "-45,5" },
};

describe("admin form schemas", () => {
  it("reads French numbers, paragraphs, checkboxes and ignores empty video rows", () => {
    const result = projectFormSchema.safeParse(project);
    expect(result.success).toBe(true);
    const v = result.data!;
    expect(v.prixGlobal).toBe(123456.5);
    expect(v.tauxEmprunt).toBe(3.6);
    expect(v.total.works).toBe(0);
    expect(v.rentabilite.cashflowNet).toBe(-45.5);
    expect(v.renov1).toEqual(["Premier paragraphe.", "Second paragraphe\nsur deux lignes."]);
    expect(joinParagraphs(v.renov1)).toBe(project.renov1);
    expect(v.video).toEqual(["https://www.youtube.com/watch?v=abcdefghijk"]);
    expect(v.enAvant).toBe(true);
    expect(v.cityId).toBe(3);
  });

  it("explains what is wrong in French, per field", () => {
    const result = projectFormSchema.safeParse({
      ...project,
      title: " ",
      cityId: "",
      tauxEmprunt: "25",
      video: ["javascript:alert(1)"],
      images: ["../../etc/passwd"],
      total: { ...project.total, priceAcqui: "-5" },
      rentabilite: { dureeEmprunt: "0" },
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages.title).toBe("Le titre est obligatoire.");
    expect(messages.cityId).toBe("Choisissez une ville.");
    expect(messages.tauxEmprunt).toBe("Le taux du prêt doit être au plus 20.");
    expect(messages["video.0"]).toMatch(/adresse web complète|http/);
    expect(messages["images.0"]).toBe("Image inconnue.");
    expect(messages["total.priceAcqui"]).toBe("Le prix d’acquisition ne peut pas être négatif.");
    expect(messages["rentabilite.dureeEmprunt"]).toBe("La durée du prêt doit être au moins 1.");
  });

  it("makes its messages agree with plural and feminine labels", () => {
    const result = projectFormSchema.safeParse({
      ...project,
      total: { ...project.total, fraisNotaire: "beaucoup", DM2AComi: "trop" },
      chargesMensuelles: { cfe: "-3", chargesCopro: "-1" },
    });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages["total.fraisNotaire"]).toBe("Les frais de notaire doivent être un nombre.");
    expect(messages["total.DM2AComi"]).toBe("Les honoraires doivent être un nombre.");
    expect(messages["chargesMensuelles.cfe"]).toBe("La CFE ne peut pas être négative.");
    expect(messages["chargesMensuelles.chargesCopro"]).toBe("Les charges de copropriété ne peuvent pas être négatives.");
  });

  it("accepts only avion, train or bus as transport", () => {
    expect(cityFormSchema.safeParse({ nom: "Lyon", transport: "bateau" }).error?.issues[0].message).toBe("Choisissez avion, train ou bus.");
    expect(cityFormSchema.safeParse({ nom: "Lyon", transport: "train" }).success).toBe(true);
  });

  it("requires a web link for a resource", () => {
    expect(resourceFormSchema.safeParse({ nom: "ANIL", lien: "https://www.anil.org" }).success).toBe(true);
    expect(resourceFormSchema.safeParse({ nom: "ANIL", lien: "ftp://x" }).success).toBe(false);
  });
});
