import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In dev the Fastify API listens on its own port and owns these paths, as it does in production.
// A key starting with `^` is a regular expression to Vite: it matches whole path segments, so a
// future page such as `/apis` stays with Vite. Host is not rewritten, so the API's origin check
// sees the origin the browser actually sends.
const API_PATHS = '^/(?:api|locales|healthz|readyz|media)(?:[/?]|$)';
const API_ORIGIN = 'http://localhost:3001';

// jsPDF imports these lazily for doc.html() and SVG import only, which the reports never use:
// resolve them to a stub so they are neither installed into chunks nor fetched (decision 0050).
const jspdfUnused = fileURLToPath(
  new URL('./src/client/features/dashboard/report/jspdf-unused-plugin.ts', import.meta.url),
);

// zod for the pages: the same library with the browser's `eval` probe turned off, which our CSP
// would refuse and report (src/client/lib/zod-without-eval.ts). Only the bare `zod` import; the
// module itself imports `zod/v4`.
const zodWithoutEval = fileURLToPath(
  new URL('./src/client/lib/zod-without-eval.ts', import.meta.url),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: /^zod$/, replacement: zodWithoutEval },
      ...['html2canvas', 'dompurify', 'canvg'].map((find) => ({ find, replacement: jspdfUnused })),
    ],
  },
  server: {
    proxy: { [API_PATHS]: { target: API_ORIGIN } },
  },
  build: {
    // Content-hashed file names under /assets/ let the server cache them as immutable.
    assetsDir: 'assets',
    sourcemap: false,
  },
});
