import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';

import type { Route } from './+types/root';
import './app.css';

// Temporary literals until the i18n issue moves them to locale files (STYLE.md habit 14).
const BRAND = 'Nexus IA';
const LOADING_LABEL = 'Carregando…';

// No inline scripts, handlers or style attributes of our own: the server's CSP hashes only the
// inline scripts <ScrollRestoration/> and <Scripts/> emit and has no 'unsafe-inline'.
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function meta() {
  return [{ title: BRAND }];
}

export default function App() {
  return <Outlet />;
}

// Shown by the SPA fallback HTML until a client-rendered route has loaded.
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <div role="status" aria-label={LOADING_LABEL}>
        <span
          aria-hidden="true"
          className="block size-10 animate-spin rounded-full border-4 border-brand-500 border-t-transparent motion-reduce:animate-none"
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = 'Algo deu errado';
  let details = 'Ocorreu um erro inesperado. Tente recarregar a página.';
  let stack: string | undefined;

  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? '404' : `Erro ${error.status}`;
    details = error.status === 404 ? 'Página não encontrada.' : error.statusText || details;
  } else if (import.meta.env.DEV && error instanceof Error) {
    // Internals only in development; production users get the generic message.
    details = error.message;
    stack = error.stack;
  }

  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4">{details}</p>
      {stack && (
        <pre className="mt-4 overflow-x-auto p-4 text-sm">
          <code>{stack}</code>
        </pre>
      )}
    </main>
  );
}
