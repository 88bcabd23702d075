import type { Route } from './+types/not-found';

// Temporary literal until the i18n issue moves it to locale files (STYLE.md habit 14).
const HEADING = '404 Page Not Found';

export function meta(_: Route.MetaArgs) {
  return [{ title: HEADING }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{HEADING}</h1>
    </main>
  );
}
