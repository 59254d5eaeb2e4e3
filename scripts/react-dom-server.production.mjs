// `react-dom/server` for the server bundle (scripts/vite-server-build.ts): what react-dom's server.node.js
// exports, from its production builds whatever NODE_ENV says. renderToString (the legacy build) renders the
// islands on their own (decision 0046); renderToPipeableStream renders the pages.
import legacy from "react-dom/cjs/react-dom-server-legacy.node.production.js";
import stream from "react-dom/cjs/react-dom-server.node.production.js";

export const { version, renderToString, renderToStaticMarkup } = legacy;
export const { renderToPipeableStream, resumeToPipeableStream } = stream;
