// The project form's starting values for an existing project (or its copy), typed against the form's
// schema: a field added to projectFormSchema and forgotten here fails the typecheck.
import type { ProjectFormValues } from "./content-forms";
import type { Project } from "./entities";
import { joinParagraphs } from "./paragraphs";
import { formNumber } from "./format";

/** A block of amounts (total, charges, profitability) as the form shows them: decimal commas. */
const formNumbers = <T extends object>(block: T) =>
  Object.fromEntries(Object.entries(block).map(([key, value]) => [key, typeof value === "number" ? formNumber(value) : value])) as Record<keyof T, string>;

export function projectFormDefaults(project: Project, duplicate: boolean) {
  return {
    title: duplicate ? `Copie de ${project.title}`.slice(0, 160) : project.title,
    cityId: project.cityId,
    districtId: project.districtId ?? undefined,
    typeBienAvant: project.typeBienAvant,
    typeBienApres: project.typeBienApres,
    scenarioAdopter: project.scenarioAdopter,
    profilCibler: project.profilCibler,
    tmpRenov: formNumber(project.tmpRenov),
    valeurApresTravaux: project.valeurApresTravaux === null ? "" : formNumber(project.valeurApresTravaux),
    sourceValeur: project.sourceValeur,
    prixGlobal: formNumber(project.prixGlobal),
    prixLocation: formNumber(project.prixLocation),
    tauxEmprunt: formNumber(project.tauxEmprunt),
    profitabilityNet: formNumber(project.profitabilityNet),
    cashflowDifferer: formNumber(project.cashflowDifferer),
    moisDifferer: formNumber(project.moisDifferer),
    titreRenov1: project.titreRenov1,
    titreRenov2: project.titreRenov2,
    titreRenov3: project.titreRenov3,
    titreRenov4: project.titreRenov4,
    renov1: joinParagraphs(project.renov1),
    renov2: joinParagraphs(project.renov2),
    renov3: joinParagraphs(project.renov3),
    renov4: joinParagraphs(project.renov4),
    descriptionClient: project.descriptionClient,
    temoignage: project.temoignage,
    video: project.video.length > 0 ? project.video : [""],
    enAvant: duplicate ? false : project.enAvant,
    imageCover: project.imageCover ?? undefined,
    imageAvant: project.imageAvant ?? undefined,
    images: project.images,
    imagesTravaux: project.imagesTravaux,
    total: formNumbers(project.total),
    chargesMensuelles: formNumbers(project.chargesMensuelles),
    rentabilite: formNumbers(project.rentabilite),
    status: project.status,
    surface: formNumber(project.surface),
    dpeBefore: project.dpeBefore,
    dpeAfter: project.dpeAfter,
  } satisfies { [K in keyof ProjectFormValues]: unknown };
}
