/// <reference types="vite/client" />

/** Build-time settings (set in the environment of `npm run build` / `npm start`). */
interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; empty = no analytics, whatever the visitor consents to. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** Public address for canonical URLs, the sitemap and robots.txt. */
  readonly VITE_SITE_URL?: string;
}
