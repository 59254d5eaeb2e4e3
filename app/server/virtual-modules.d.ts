// The server build React Router's Vite plugin makes (routes, entry, assets manifest); imported by the
// HTTP entry, which is the entry of the server bundle (vite.config.ts).
declare module "virtual:react-router/server-build";
