import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { promptTemplates, type PromptTemplate } from '#shared/tools/prompt-templates.ts';

export interface TemplateEntry extends PromptTemplate {
  title: string;
  description: string;
  prompt: string;
}

/** The catalogue with its texts in the page's language (templates.json, loaded by this page only). */
export function useTemplateEntries(): TemplateEntry[] {
  // `t` is a new function whenever the language changes, so the memo follows the language.
  const { t } = useTranslation('templates');
  return useMemo(
    () =>
      promptTemplates.map((template) => ({
        ...template,
        title: t(`items.${template.id}.title`),
        description: t(`items.${template.id}.description`),
        prompt: t(`items.${template.id}.prompt`),
      })),
    [t],
  );
}
