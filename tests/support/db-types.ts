// The tables and columns of app/server/db/db-schema.ts as the TypeScript compiler sees them (the content's
// tables are derived from the fields' tables, so the file cannot simply be read as text): for each
// column, the family of its type, whether it may be null, and whether an insert may leave it out
// (Kysely's Generated). tests/integration/platform/db-schema.test.ts holds them against the migrated database.
import path from "node:path";
import ts from "typescript";

export type Family = "text" | "number" | "bytes";

export interface ColumnType {
  family: Family | `unknown: ${string}`;
  nullable: boolean;
  /** Generated<…>: an insert may leave it out. */
  generated: boolean;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

function familyOf(checker: ts.TypeChecker, type: ts.Type): ColumnType["family"] {
  const parts = type.isUnion() ? type.types : [type];
  const families = new Set(
    parts.map((t): string => {
      if (t.flags & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral)) return "text";
      if (t.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) return "number";
      if (t.getSymbol()?.getName() === "Buffer") return "bytes";
      return `unknown: ${checker.typeToString(t)}`;
    }),
  );
  return families.size === 1 ? ([...families][0] as ColumnType["family"]) : `unknown: ${checker.typeToString(type)}`;
}

/** Table name (as Kysely names it) → column name → its type. */
export function databaseTypes(): Map<string, Map<string, ColumnType>> {
  const file = path.join(ROOT, "app/server/db/db-schema.ts");
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error("tsconfig.json illisible");
  const program = ts.createProgram([file], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = checker.getSymbolAtLocation(source)!.exports!.get(ts.escapeLeadingUnderscores("Database"))!;
  const tables = new Map<string, Map<string, ColumnType>>();
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    const columns = new Map<string, ColumnType>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      let type = checker.getTypeOfSymbol(column);
      let generated = false;
      // Generated<T> is ColumnType<T, T | undefined, T>: { __select__: T; __insert__: T | undefined; … }.
      const select = type.getProperty("__select__");
      if (select) {
        generated = checker.getTypeOfSymbol(type.getProperty("__insert__")!).isUnion() && (checker.getTypeOfSymbol(type.getProperty("__insert__")!) as ts.UnionType).types.some((t) => t.flags & ts.TypeFlags.Undefined);
        type = checker.getTypeOfSymbol(select);
      }
      const nullable = type.isUnion() && type.types.some((t) => t.flags & ts.TypeFlags.Null);
      columns.set(column.getName(), { family: familyOf(checker, nullable ? checker.getNonNullableType(type) : type), nullable, generated });
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}
