import { NotFoundContent } from '#client/app/not-found-content.tsx';
import { isTechnologySlug } from '#client/features/technologies/technology-catalogue.ts';
import { TechnologyPage } from '#client/features/technologies/technology-page.tsx';
import type { Route } from './+types/technology';

export default function Technology({ params }: Route.ComponentProps) {
  // Only the eight slugs of spec 02 §2 are prerendered; any other /tecnologias/* is not found.
  if (!isTechnologySlug(params.slug)) return <NotFoundContent />;
  return <TechnologyPage slug={params.slug} />;
}
