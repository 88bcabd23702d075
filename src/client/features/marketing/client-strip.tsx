import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { ContentPicture } from '#client/components/ui/content-picture.tsx';
import { Section, SectionHeader } from '#client/components/ui/section.tsx';
import type { ClientItem } from '#shared/content/site-content.ts';

/**
 * The clients and their testimonials published in the page's language (issue 23 §2, decision
 * 0125). The server carries a language's clients only once at least three are published
 * (clientStripMinimum), so an empty list here means no strip and no heading. A logo shows above
 * the name, lazily (decision 0130).
 */
export function ClientStrip({ clients }: { clients: ClientItem[] }) {
  const { t } = useTranslation('home');
  const { t: tNav } = useTranslation('navigation');
  if (clients.length === 0) return null;

  return (
    <Section id="clientes" aria-labelledby="clientes-title">
      <SectionHeader id="clientes-title" title={t('clients.title')} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {clients.map((client) => (
          <li key={client.id}>
            <Card className="flex h-full flex-col">
              {client.logo && (
                <ContentPicture
                  image={client.logo}
                  sizes="10rem"
                  className="mb-4 max-h-16 w-auto self-start object-contain"
                />
              )}
              <CardTitle>{client.name}</CardTitle>
              {client.testimonial && (
                <figure className="mt-3 flex-1">
                  <blockquote className="leading-relaxed whitespace-pre-line text-muted-foreground">
                    {client.testimonial}
                  </blockquote>
                  {client.testimonialAuthor && (
                    <figcaption className="mt-2 text-sm font-medium text-foreground">
                      {client.testimonialAuthor}
                    </figcaption>
                  )}
                </figure>
              )}
              {client.link && (
                <a
                  href={client.link}
                  target="_blank"
                  rel="noopener"
                  className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-link underline-offset-4 hover:underline"
                >
                  {t('clients.website', { name: client.name })}
                  <span className="sr-only"> ({tNav('opensInNewTab')})</span>
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </a>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
