import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/shared/routes.ts';

// Static build served by Fastify; no runtime rendering (verified against @react-router/dev 8.4.0):
// - each prerendered path `/x` is written to `build/client/x/index.html` (`/` -> `build/client/index.html`);
// - with `ssr: false` the SPA fallback (root Layout + HydrateFallback only) is written to
//   `build/client/__spa-fallback.html`; it is renamed to `index.html` only when `/` is NOT prerendered.
//   The server sends it for any other path so client-rendered routes (and the `*` 404) still load.
// - routes without loaders emit no `.data` files; `ssr: false` forces `routeDiscovery: initial`
//   (no `/__manifest` requests), so the server needs no React Router endpoints.
// - the server build (`build/server`) is used only at build time for prerendering; do not deploy it.
export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: false,
  // Every public page in the three languages, from the page registry (src/shared/routes.ts).
  prerender: prerenderPaths(),
} satisfies Config;
