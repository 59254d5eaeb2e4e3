import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  build: {
    assetsInlineLimit: 0,
    target: "es2022",
    // Terser's extra passes save a few KiB over esbuild on the client bundle (JS budget, design guide §6).
    minify: "terser",
    terserOptions: { module: true, compress: { passes: 3 }, mangle: { toplevel: true }, format: { comments: false } },
    rollupOptions: {
      output: {
        // Small modules most pages share (formatting, French texts, SEO, site data) in one file rather than a
        // dozen of 0.1–0.9 KiB, with what they import (React, React Router): 9 requests instead of 23 for a
        // project page, Lighthouse 94 → 97 (issue 14). None of them may import zod (tests/e2e/speed.spec.ts).
        manualChunks(id) {
          if (/\/app\/(domain\/(format|french|french-number|seo|slug|company|client-messages|entities|og-image|control-chars|media|project-interest|gallery)|components\/(use-site|route-handle|media-image|scroll-region|nonce|paragraphs))\.tsx?$/.test(id))
            return "shared";
          // What a project page alone adds (after-tax view and its module, simulator queries, DPE) in one file
          // instead of seven of 0.1–7.6 KiB; and the showcase pieces the project and city pages both load.
          if (/\/app\/(domain\/(tax\/[^/]+|dpe|simulation-query)|components\/(after-tax|tax-chart|tax-method|dpe-label))\.tsx?$/.test(id)) return "project-view";
          if (/\/app\/components\/(video-list|maintenance-animation|tabs|market\/market-parts)\.tsx$/.test(id)) return "showcase";
        },
      },
    },
  },
});
