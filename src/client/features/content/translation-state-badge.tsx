import { useTranslation } from 'react-i18next';
import type { TranslationState } from '#shared/content/content-answers.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';

const variants: Record<TranslationState, BadgeProps['variant']> = {
  missing: 'outline',
  draft: 'neutral',
  published: 'success',
  outdated: 'warning',
};

/** A translation's state in words (issue 23 §4): the colour only repeats what the text says. */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  const { t } = useTranslation('admin');
  return <Badge variant={variants[state]}>{t(`content.states.${state}`)}</Badge>;
}
