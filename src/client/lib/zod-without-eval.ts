/**
 * What `zod` resolves to in the Vite builds (the alias in vite.config.ts): zod itself, told in the
 * browser to parse without compiling parsers through `new Function` (`jitless`). Left on, zod 4
 * probes for `eval` the first time a schema of an object is built; our CSP has no
 * 'unsafe-eval', so Chrome refuses the probe and records a Content Security Policy issue on every
 * page that loads a form's schema (Lighthouse's best practices: 96 instead of 100). The probe's
 * refusal was already caught, so zod parsed without the compiled path anyway: the browser's
 * parsing is unchanged. This module runs before any module that imports `zod`, so the setting is
 * in place before the first schema is built. On the server (the SSR bundle shares the API's zod)
 * nothing changes: its parsers keep the compiled path.
 */
import { z } from 'zod/v4';

if (typeof document !== 'undefined') z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
