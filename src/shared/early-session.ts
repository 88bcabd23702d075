/**
 * The session request a workspace page's first paint starts from its `<head>` (issue 26 §3,
 * decision 0135): the app would ask `GET /api/session` only once its ~220 KB of JavaScript has
 * loaded and run (seconds on a slow phone); started by the HTML, the answer is there when the app
 * asks, so the page follows its first screen without another round trip. The server inlines the
 * script (allowed by its CSP hash like every inline script); the app takes the promise once
 * (features/auth/early-session.ts). Resolves to the answer's JSON, or null when it failed, so
 * the app asks again itself.
 */
export const earlySessionGlobal = '__nexusEarlySession';

export const earlySessionScript =
  `window.${earlySessionGlobal}=fetch("/api/session",{credentials:"include"})` +
  '.then(function(r){return r.ok?r.json():null}).catch(function(){return null})';
