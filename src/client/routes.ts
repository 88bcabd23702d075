import type { RouteConfig } from '@react-router/dev/routes';
import { index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Unknown paths reach the client through the SPA fallback and render here (no server 404 page).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
