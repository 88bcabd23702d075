import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLocale } from '#client/lib/locale.tsx';
import {
  defaultTemplateCategory,
  templateCategoryIds,
  templatesInCategory,
  type TemplateCategoryId,
} from '#shared/tools/prompt-templates.ts';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { DemoCallToAction } from '#client/features/dashboard/demo-cta.tsx';
import { ToolPage, focusRing } from '#client/features/dashboard/tool-page.tsx';
import { TemplateCard } from './template-card.tsx';

const stateSchema = z.object({ category: z.enum(templateCategoryIds) });
type TemplatesState = z.infer<typeof stateSchema>;
const initialState: TemplatesState = { category: defaultTemplateCategory };

const categoryAccent: Record<TemplateCategoryId, string> = {
  sales: 'bg-emerald-600',
  marketing: 'bg-fuchsia-600',
  support: 'bg-sky-600',
  ecommerce: 'bg-amber-500',
};

/** /dashboard/templates (spec 02 §2): categories (sales by default), template cards, custom CTA. */
export function TemplatesTool({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  const [state, setState] = useUserStoredState(userId, 'templates', stateSchema, initialState);
  const category = state.category;
  const categoryName = t(`templates.categories.${category}.name`);

  return (
    <ToolPage title={t('tools.templates.title')} subtitle={t('templates.subtitle')}>
      <div
        role="group"
        aria-label={t('templates.categoriesLabel')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {templateCategoryIds.map((id) => {
          const selected = id === category;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={selected}
              onClick={() =>
                setState(id === defaultTemplateCategory ? initialState : { category: id })
              }
              className={`flex items-start gap-3 rounded-xl border p-4 text-left transition-colors ${focusRing} ${
                selected
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-gray-800'
                  : 'border-gray-200 bg-white hover:border-brand-500 dark:border-gray-700 dark:bg-gray-900'
              }`}
            >
              <span
                aria-hidden="true"
                className={`mt-1 size-3 shrink-0 rounded-full ${categoryAccent[id]}`}
              />
              <span>
                <span className="block font-semibold text-gray-900 dark:text-white">
                  {t(`templates.categories.${id}.name`)}
                </span>
                <span className="block text-sm text-gray-700 dark:text-gray-300">
                  {t(`templates.categories.${id}.description`)}
                </span>
              </span>
            </button>
          );
        })}
      </div>

      <section aria-labelledby="templates-list" className="mt-10">
        <h2 id="templates-list" className="text-2xl font-bold text-gray-900 dark:text-white">
          {t('templates.listLabel', { category: categoryName })}
        </h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {templatesInCategory(category).map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} locale={locale} />
            </li>
          ))}
        </ul>
      </section>

      <DemoCallToAction
        title={t('templates.custom.title')}
        text={t('templates.custom.text')}
        action={t('templates.custom.action')}
      />
    </ToolPage>
  );
}
