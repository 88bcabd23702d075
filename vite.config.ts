import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In dev the Fastify API listens on its own port and owns these paths, as it does in production.
// A key starting with `^` is a regular expression to Vite: it matches whole path segments, so a
// future page such as `/apis` stays with Vite. Host is not rewritten, so the API's origin check
// sees the origin the browser actually sends.
const API_PATHS = '^/(?:api|locales|healthz|readyz)(?:[/?]|$)';
const API_ORIGIN = 'http://localhost:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    proxy: { [API_PATHS]: { target: API_ORIGIN } },
  },
  build: {
    // Content-hashed file names under /assets/ let the server cache them as immutable.
    assetsDir: 'assets',
    sourcemap: false,
  },
});
