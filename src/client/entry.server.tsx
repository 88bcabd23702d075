import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

// With `ssr: false` this runs only at build time (prerendered pages and the SPA fallback) and under
// `vite dev`, never in production. React Router's default entry streams on shell-ready for
// non-bot requests, which leaves React's streaming runtime (`$RC`/`$RV`/`$RT` inline scripts and
// hidden `<div id="S:…">` segments) in every prerendered page. Waiting for `allReady` writes
// complete HTML instead: fewer inline scripts for the server's CSP to hash, and no content that
// needs a script to be revealed.
const RENDER_TIMEOUT_MS = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // React outlines a finished Suspense boundary bigger than this (default 12 800 bytes): it
      // writes the fallback ('Carregando traduções...') and moves the content into a hidden
      // segment that only a script reveals. The whole app sits in one boundary (root.tsx), so
      // every long page (FAQ, legal texts) would be blank without JavaScript. Never outline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // A 500 makes the prerender step fail the build instead of writing a broken page.
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status });
}
