import type { Route } from './+types/home';

// Temporary literals until the i18n issue moves them to locale files (STYLE.md habit 14).
const BRAND = 'Nexus IA';
const TAGLINE = 'Consultoria em inteligência artificial para empresas brasileiras.';

export function meta(_: Route.MetaArgs) {
  return [{ title: `${BRAND} — Consultoria em IA` }, { name: 'description', content: TAGLINE }];
}

export default function Home() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900 dark:text-brand-50">
        {BRAND}
      </h1>
      <p className="mt-4 text-lg">{TAGLINE}</p>
    </main>
  );
}
