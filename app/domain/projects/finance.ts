// Investment arithmetic of a rental project: cost, loan, yields, cash flow and wealth (money.ts), the loan
// and its schedule (loan.ts), the simulation and its inputs (simulation.ts). Pure modules: no I/O, no clock.
// Amounts are in euros; loan amounts are worked in integer cents so that a schedule repays the loan exactly
// to the cent. Importers take them from here.
export * from "./money";
export * from "./loan";
export * from "./simulation";
