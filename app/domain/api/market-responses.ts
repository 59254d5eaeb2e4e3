// The response of GET /api/ville/{id}/marche (issue 21): the market evidence of a city's commune — the
// comparable sales (DVF) and the reference rents (Carte des loyers) — with their sources, as the city page
// shows them. Registered with the other responses of the OpenAPI document.
import { z } from "zod";
import { RENT_SEGMENTS } from "../market/rents";
import { responseRegistry } from "./responses";

const day = z.string().meta({ description: "Date AAAA-MM-JJ." });
const perM2 = (description: string) => z.number().nullable().meta({ description: `${description} (€/m²) ; null en dessous de 5 ventes.` });

const areaSales = z.strictObject({
  nombre: z.number().int().meta({ description: "Ventes comparables sur la période." }),
  mediane: perM2("Prix médian au m²"),
  premierQuartile: perM2("Premier quartile"),
  troisiemeQuartile: perM2("Troisième quartile"),
  debut: day.meta({ description: "Premier jour de la période (36 mois)." }),
  fin: day.meta({ description: "Dernier jour : la vente la plus récente du département." }),
});

export const cityMarketSchema = z
  .strictObject({
    _id: z.number().int().positive().meta({ description: "_id de la ville." }),
    ville: z.string(),
    codeInsee: z.string().meta({ description: "Code INSEE de la commune." }),
    ventes: z.strictObject({
      couverture: z.enum(["couverte", "non-couverte", "non-importee"]).meta({
        description: "couverte : ventes DVF importées ; non-couverte : DVF ne publie pas ce département (Alsace-Moselle, Mayotte) ; non-importee : pas encore chargées.",
      }),
      explication: z.string().nullable().meta({ description: "Pourquoi il n’y a pas de ventes (non-couverte), en français." }),
      commune: areaSales
        .extend({ semestres: z.array(z.strictObject({ semestre: z.string().meta({ description: "« 2024-S1 »." }), nombre: z.number().int(), mediane: perM2("Médiane du semestre") })) })
        .nullable(),
      quartiers: z.array(
        z.strictObject({
          _id: z.number().int().positive(),
          nom: z.string(),
          prixMoyenAuMetre: z.number().meta({ description: "Notre prix moyen au m², saisi par l’équipe." }),
          ventes: areaSales.nullable().meta({ description: "Ventes des sections cadastrales du quartier ; null : sections non renseignées." }),
        }),
      ),
      source: z.string().nullable().meta({ description: "Nom et date de la source (Licence Ouverte 2.0), à citer avec les chiffres." }),
    }),
    loyers: z.array(
      z.strictObject({
        segment: z.enum(RENT_SEGMENTS),
        loyer: z.number().meta({ description: "Loyer d’annonce prédit, €/m² par mois, charges comprises, non meublé." }),
        bas: z.number().nullable().meta({ description: "Borne basse de l’intervalle de prédiction à 95 %." }),
        haut: z.number().nullable().meta({ description: "Borne haute de l’intervalle de prédiction à 95 %." }),
        niveau: z.enum(["commune", "maille"]).meta({ description: "maille : estimé sur une zone plus large que la commune." }),
        annonces: z.number().int().nullable().meta({ description: "Annonces observées dans la commune." }),
        edition: z.number().int(),
        source: z.string().meta({ description: "Nom et date de la source (Licence Ouverte 2.0)." }),
      }),
    ),
  })
  .register(responseRegistry, { id: "CityMarket" });
export type ApiCityMarket = z.output<typeof cityMarketSchema>;
