import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#client/components/ui/card.tsx';
import { ContentPicture } from '#client/components/ui/content-picture.tsx';
import { Section, SectionHeader } from '#client/components/ui/section.tsx';
import type { TeamMember } from '#shared/content/site-content.ts';

/**
 * The team published in the page's language (issue 23 §2, decision 0125), in the desk's order.
 * Nothing published in this language: no section at all, no heading (issue 23 §2). A photo shows
 * above the name, lazily (below the fold; decision 0130).
 */
export function TeamSection({ team }: { team: TeamMember[] }) {
  const { t } = useTranslation('about');
  const { t: tNav } = useTranslation('navigation');
  if (team.length === 0) return null;

  return (
    <Section aria-labelledby="about-team" tone="muted">
      <SectionHeader id="about-team" title={t('team.title')} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <li key={member.id}>
            <Card className="flex h-full flex-col">
              {member.photo && (
                <ContentPicture
                  image={member.photo}
                  sizes="(min-width: 64rem) 20rem, (min-width: 48rem) 45vw, 90vw"
                  className="mb-4 aspect-square w-full rounded-md object-cover"
                />
              )}
              <CardTitle>{member.name}</CardTitle>
              <p className="mt-1 font-medium text-link">{member.role}</p>
              {member.bio && (
                <CardDescription className="mt-3 flex-1 text-base leading-relaxed whitespace-pre-line">
                  {member.bio}
                </CardDescription>
              )}
              {member.linkedin && (
                <Button asChild variant="link" className="mt-4 self-start">
                  {/* Outside the site: no opener handle for LinkedIn's page (issue 23 §6). */}
                  <a href={member.linkedin} target="_blank" rel="noopener">
                    {t('team.linkedin', { name: member.name })}
                    <span className="sr-only"> ({tNav('opensInNewTab')})</span>
                    <ArrowUpRight aria-hidden="true" />
                  </a>
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
