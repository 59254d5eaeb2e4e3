import { expect, test } from "@playwright/test";
import { EMPTY_URL } from "../support/env";

// A site started with SEED=none: friendly empty states, never an endless loader; the documents are there.
test.use({ baseURL: EMPTY_URL });

test("an empty catalogue shows friendly empty states", async ({ page }) => {
  await page.goto("/projets");
  await expect(page.getByText("Aucun projet n’est en ligne pour le moment.")).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);

  await page.goto("/");
  await expect(page.getByText("Nos prochains projets arrivent bientôt.")).toBeVisible();

  await page.goto("/ville");
  await expect(page.getByText("Nos villes seront bientôt présentées ici.")).toBeVisible();

  await page.goto("/ressources");
  await expect(page.getByRole("link", { name: /^Télécharger/ })).toHaveCount(7);
  await expect(page.getByText("Aucun lien pour le moment.")).toBeVisible();
});
