import { formatMoney, formatInteger } from "~/domain/text/format";
import { MIN_SURFACE_M2 } from "~/domain/market/comparable";
import { MIN_SALES, quantile } from "~/domain/market/stats";
import { SEGMENT_FILES, SEGMENT_LABELS, RENT_SEGMENTS } from "~/domain/market/rents";
import { LICENCE, perSquareMetre, periodText } from "~/domain/market/wording";
import { saleWindow, WINDOW_MONTHS } from "~/domain/market/window";

const EXAMPLE_VALUE = 150_000;
const EXAMPLE_SURFACE = 60;
const EXAMPLE_PRICES = [1_600, 1_800, 2_000, 2_000, 2_200, 2_400, 2_500, 2_500, 3_000];
const EXAMPLE_WINDOW = saleWindow("2025-06-30");

/**
 * « Quelles ventes comptons-nous ? » on /comment-calculons-nous (issue 21): the comparable-sales rule, the
 * window, the median and quartiles, districts, the reference rents and the sources, in words, with the
 * figures of the examples computed by the same code as the site's.
 */
export function MarketMethod() {
  return (
    <section id="ventes-comparables" aria-labelledby="ventes-comparables-titre" className="scroll-mt-24 border-t border-slate-200 pt-10">
      <h2 id="ventes-comparables-titre" className="text-2xl font-bold text-navy sm:text-3xl">
        Les prix du marché : quelles ventes comptons-nous ?
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800">
        <p>
          Sur les pages des villes et des projets, nous comparons nos chiffres aux ventes réellement enregistrées par
          l’administration fiscale : les « Demandes de valeurs foncières » (DVF) de la DGFiP, dans leur version géolocalisée
          publiée par Etalab deux fois par an (avril et octobre), qui couvre les cinq dernières années.
        </p>
        <h3 className="text-lg font-bold text-navy">Une vente comparable</h3>
        <p>Une vente (toutes les lignes d’une même mutation) compte quand :</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>c’est une « Vente » : ni vente en l’état futur d’achèvement, ni adjudication, ni échange, ni expropriation, ni vente de terrain à bâtir ;</li>
          <li>
            elle porte sur exactement <strong>un</strong> appartement : les lignes strictement identiques (le fichier en contient) ne
            comptent qu’une fois ; les dépendances (cave, garage, parking) et les lignes de terrain sont admises ; une maison ou un
            local commercial dans la même vente l’écarte, comme un deuxième appartement ;
          </li>
          <li>la surface réelle bâtie de l’appartement est d’au moins {MIN_SURFACE_M2} m² ;</li>
          <li>sa valeur foncière est supérieure à 0.</li>
        </ul>
        <p>
          Son prix au m² est la valeur foncière divisée par la surface réelle bâtie de l’appartement. Attention : le fichier répète
          la valeur de <em>toute</em> la vente sur chacune de ses lignes. Un appartement de {EXAMPLE_SURFACE} m² vendu{" "}
          {formatMoney(EXAMPLE_VALUE)} avec sa cave et son parking occupe trois lignes qui portent chacune{" "}
          {formatMoney(EXAMPLE_VALUE)} : nous comptons {perSquareMetre(EXAMPLE_VALUE / EXAMPLE_SURFACE)}, pas trois fois plus.
        </p>
        <h3 className="text-lg font-bold text-navy">La période, la médiane et les quartiles</h3>
        <p>
          Nous retenons les {WINDOW_MONTHS} mois qui se terminent à la vente la plus récente du département dans les fichiers (et non à
          la date du jour : les fichiers paraissent des mois après les ventes). Si la dernière vente connue date du 30 juin 2025, la
          période va {periodText(EXAMPLE_WINDOW)}.
        </p>
        <p>
          Sur cette période, nous publions pour chaque commune la médiane des prix au m² (la moitié des ventes est en dessous, la
          moitié au-dessus), le premier et le troisième quartile (la moitié centrale des ventes est entre les deux), le nombre de
          ventes et la période. Les quartiles sont calculés par interpolation entre les prix classés, comme les tableurs
          (QUARTILE.INC). Exemple : pour {EXAMPLE_PRICES.length} ventes à {EXAMPLE_PRICES.map(formatInteger).join(", ")}{"\u00a0"}€/m²,
          la médiane est {perSquareMetre(quantile(EXAMPLE_PRICES, 0.5))}, les quartiles {perSquareMetre(quantile(EXAMPLE_PRICES, 0.25))} et{" "}
          {perSquareMetre(quantile(EXAMPLE_PRICES, 0.75))}. En dessous de {MIN_SALES} ventes, nous l’indiquons au lieu de publier un chiffre trop fragile. Le
          graphique des villes montre la médiane de chaque semestre, quand il compte au moins {MIN_SALES} ventes.
        </p>
        <h3 className="text-lg font-bold text-navy">Les quartiers</h3>
        <p>
          Un quartier a ses propres chiffres quand notre équipe lui a donné ses sections cadastrales : chaque ligne du fichier DVF
          porte l’identifiant de sa parcelle, qui commence par la commune et la section. Les ventes de ces sections, sur la même
          période, font la médiane du quartier, que nous montrons à côté de notre propre prix moyen.
        </p>
        <h3 className="text-lg font-bold text-navy">Là où il n’y a pas de ventes publiées</h3>
        <p>
          La Moselle, le Bas-Rhin et le Haut-Rhin (livre foncier du droit local d’Alsace-Moselle) et Mayotte ne figurent pas dans
          DVF : les pages de ces villes le disent au lieu d’afficher un prix.
        </p>
        <h3 className="text-lg font-bold text-navy">Les loyers de référence</h3>
        <p>
          Les loyers viennent de la « Carte des loyers » du ministère chargé du Logement et de l’ANIL : un loyer d’annonce au m²,
          charges comprises, pour un logement non meublé, estimé pour chaque commune avec un intervalle de prédiction à 95 %. Quand
          une commune a trop peu d’annonces, il est estimé sur une zone plus large de communes semblables (la « maille ») : nous le
          signalons. Quatre segments : {RENT_SEGMENTS.map((s) => SEGMENT_LABELS[s].toLowerCase()).join(", ")} ({Object.values(SEGMENT_FILES).join(", ")}). Un projet
          est comparé au segment de son type de bien (un studio ou un T2 aux T1–T2, un T3, une colocation aux T3 et plus). Les
          éditions successives n’étant pas comparables entre elles, nous n’en montrons qu’une à la fois.
        </p>
        <p>
          Les deux sources sont publiées sous {LICENCE} : leur nom et leur date accompagnent chaque chiffre affiché. Nous ne
          montrons ni adresse ni parcelle des ventes.
        </p>
      </div>
    </section>
  );
}
