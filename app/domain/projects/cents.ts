// Euros and cents: the books store money as whole numbers of cents (no import, so that any module may use it).

/** Converts an amount in euros to a whole number of cents (rounded to the nearest cent). */
export function toCents(amount: number): number {
  const cents = Math.sign(amount) * Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return cents === 0 ? 0 : cents;
}

/** Converts a whole number of cents to euros. */
export function fromCents(cents: number): number {
  return cents / 100;
}
