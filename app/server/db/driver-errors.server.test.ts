import { describe, expect, it } from "vitest";
import { databaseErrorInFrench } from "./driver-errors.server";

const coded = (code: string) => Object.assign(new Error("driver text"), { code });

describe("databaseErrorInFrench", () => {
  it("says PostgreSQL's data, space and connection errors in French", () => {
    expect(databaseErrorInFrench(coded("22003"))).toBe("un nombre dépasse ce que la base de données peut enregistrer");
    expect(databaseErrorInFrench(coded("22001"))).toBe("une valeur est plus longue que ce que la base de données accepte");
    expect(databaseErrorInFrench(coded("22021"))).toBe("un caractère n’est pas valide en UTF-8");
    expect(databaseErrorInFrench(coded("22012"))).toBe("une valeur est refusée par la base de données");
    expect(databaseErrorInFrench(coded("53100"))).toBe("le disque de la base de données est plein");
    expect(databaseErrorInFrench(coded("57P01"))).toMatch(/^la connexion à la base de données a été perdue/);
    expect(databaseErrorInFrench(coded("08006"))).toMatch(/^la connexion à la base de données a été perdue/);
  });

  it("says SQLite's and the system's in French", () => {
    expect(databaseErrorInFrench(coded("SQLITE_FULL"))).toBe("le disque de la base de données est plein");
    expect(databaseErrorInFrench(coded("SQLITE_IOERR_WRITE"))).toMatch(/^une lecture ou une écriture/);
    expect(databaseErrorInFrench(coded("SQLITE_BUSY"))).toBe("la base de données est occupée par une autre écriture");
    expect(databaseErrorInFrench(coded("ENOSPC"))).toBe("le disque est plein");
  });

  it("leaves anything else to its caller", () => {
    expect(databaseErrorInFrench(new TypeError("x is undefined"))).toBeNull();
    expect(databaseErrorInFrench(coded("ERR_SOMETHING"))).toBeNull();
    expect(databaseErrorInFrench(coded("42P01"))).toBeNull();
    expect(databaseErrorInFrench("text")).toBeNull();
  });
});
