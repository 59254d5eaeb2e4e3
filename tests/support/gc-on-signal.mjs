// Preloaded (`node --expose-gc --import ./tests/support/gc-on-signal.mjs build/server.js`) into a server that a
// test stops (tests/e2e/operations/stops.spec.ts): SIGUSR2 collects garbage at once and says so on standard error, so the
// test can make the database's statements be collected before the stop (issue 33: better-sqlite3 12 aborted
// there on Node 24).
process.on("SIGUSR2", () => {
  globalThis.gc();
  process.stderr.write("ramasse-miettes passé\n");
});
