// Run before `npm install`, `npm start`, `npm run dev` and `npm test`: the site needs a supported Node.js LTS
// (22.12 or later, 24 recommended; Node 20 ended in April 2026 and better-sqlite3 13 needs 22). Written so that
// even an old Node reads it and prints the French message instead of failing somewhere deeper.
var parts = process.versions.node.split(".").map(Number);
var supported = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);
if (!supported) {
  console.error(
    "\nCe site demande Node.js 22.12 ou plus récent (versions LTS 22 et 24) ; cette machine a Node.js " +
      process.versions.node +
      ".\n" +
      "Installez Node.js 24 (https://nodejs.org), ou, depuis le registre npm seul :\n" +
      "  source scripts/node-runtime.sh   # Node 24 en tête du PATH (voir docs/operations.md)\n" +
      "puis relancez la commande.\n",
  );
  process.exit(1);
}
