import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type To } from 'react-router';
import { z } from 'zod';
import { useLocale } from '#client/lib/locale.tsx';
import {
  defaultTemplateCategory,
  templateCategoryIds,
  type TemplateCategoryId,
} from '#shared/tools/prompt-templates.ts';
import type { PlaceholderValues } from '#shared/tools/prompt-templates-placeholders.ts';
import {
  matchesPerCategory,
  searchQueryMaxLength,
  searchTemplates,
  searchWords,
} from '#shared/tools/prompt-templates-search.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { DemoCallToAction } from '#client/features/dashboard/demo-cta.tsx';
import {
  ToolPage,
  focusRing,
  ghostButtonClass,
  secondaryButtonClass,
} from '#client/features/dashboard/tool-page.tsx';
import { ClearIcon, SearchIcon } from './search-icons.tsx';
import { TemplateCard, fillLinkId } from './template-card.tsx';
import { TemplateFill } from './template-fill.tsx';
import { useTemplateEntries } from './template-texts.ts';

const stateSchema = z.object({ category: z.enum(templateCategoryIds) });
type TemplatesState = z.infer<typeof stateSchema>;
const initialState: TemplatesState = { category: defaultTemplateCategory };

/** `?template=<id>` opens that template's fill step; the browser's Back returns to the list. */
const templateParam = 'template';

const categoryAccent: Record<TemplateCategoryId, string> = {
  sales: 'bg-emerald-600',
  marketing: 'bg-fuchsia-600',
  support: 'bg-sky-600',
  ecommerce: 'bg-amber-500',
};

/**
 * /dashboard/templates (spec 02 §2, issue 16): categories (sales by default), search by words
 * within the category, template cards, and each template's fill step. The chosen category is kept
 * per user (decision 0010); what is typed into the fields stays in this page's memory only
 * (decision 0055).
 */
export function TemplatesTool({ userId }: { userId: string }) {
  const { t } = useTranslation('templates');
  const { t: td } = useTranslation('dashboard');
  const { locale } = useLocale();
  const entries = useTemplateEntries();
  const [state, setState] = useUserStoredState(userId, 'templates', stateSchema, initialState);
  const [query, setQuery] = useState('');
  const [values, setValues] = useState<Record<string, PlaceholderValues>>({});
  const [searchParams] = useSearchParams();
  const searchId = useId();
  const category = state.category;

  const open = entries.find((e) => e.id === searchParams.get(templateParam));
  const shown = useMemo(
    () => searchTemplates(entries, { category, query }),
    [entries, category, query],
  );
  const searching = searchWords(query).length > 0;
  const perCategory = useMemo(() => matchesPerCategory(entries, query), [entries, query]);

  // Coming back from a fill step, focus returns to the link that opened it.
  const lastOpened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (open) {
      lastOpened.current = open.id;
    } else if (lastOpened.current) {
      document.getElementById(fillLinkId(lastOpened.current))?.focus();
      lastOpened.current = undefined;
    }
  }, [open]);

  const selectCategory = (id: TemplateCategoryId) =>
    setState(id === defaultTemplateCategory ? initialState : { category: id });

  const withTemplate = (id: string | undefined): To => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set(templateParam, id);
    else next.delete(templateParam);
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  if (open) {
    return (
      <ToolPage title={td('tools.templates.title')} subtitle={t('subtitle')}>
        <TemplateFill
          template={open}
          values={values[open.id] ?? {}}
          onChange={(name, value) =>
            setValues((all) => ({ ...all, [open.id]: { ...all[open.id], [name]: value } }))
          }
          onClear={() => setValues((all) => ({ ...all, [open.id]: {} }))}
          backHref={withTemplate(undefined)}
        />
        <CustomTemplatesCta />
      </ToolPage>
    );
  }

  const categoryName = t(`categories.${category}.name`);
  const otherCategories = templateCategoryIds.filter((id) => id !== category && perCategory[id]);

  return (
    <ToolPage title={td('tools.templates.title')} subtitle={t('subtitle')}>
      <div
        role="group"
        aria-label={t('categoriesLabel')}
        className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4"
      >
        {templateCategoryIds.map((id) => {
          const selected = id === category;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={selected}
              onClick={() => selectCategory(id)}
              className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-left transition-colors sm:py-4 ${focusRing} ${
                selected
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-gray-800'
                  : 'border-gray-200 bg-white hover:border-brand-500 dark:border-gray-700 dark:bg-gray-900'
              }`}
            >
              <span
                aria-hidden="true"
                className={`mt-1.5 size-3 shrink-0 rounded-full ${categoryAccent[id]}`}
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="font-semibold text-gray-900 dark:text-white">
                    {t(`categories.${id}.name`)}
                  </span>
                  <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800 dark:bg-gray-700 dark:text-gray-100">
                    <span aria-hidden="true">{perCategory[id]}</span>
                    <span className="sr-only">{t('resultCount', { count: perCategory[id] })}</span>
                  </span>
                </span>
                {/* The names alone fit a phone; the descriptions come back where there is room. */}
                <span className="hidden text-sm text-gray-700 sm:block dark:text-gray-300">
                  {t(`categories.${id}.description`)}
                </span>
              </span>
            </button>
          );
        })}
      </div>

      <div role="search" className="mt-8 max-w-2xl">
        <label htmlFor={searchId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {t('search.label')}
        </label>
        <div className="relative mt-1.5">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gray-500" />
          <input
            id={searchId}
            type="search"
            value={query}
            maxLength={searchQueryMaxLength}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${searchId}-hint`}
            autoComplete="off"
            enterKeyHint="search"
            className={`${inputClass} pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden`}
          />
          {query && (
            <button
              type="button"
              onClick={() => {
                setQuery('');
                document.getElementById(searchId)?.focus();
              }}
              className={`absolute right-1 top-1/2 -translate-y-1/2 rounded p-1.5 text-gray-600 hover:text-gray-900 dark:text-gray-300 ${focusRing}`}
            >
              <ClearIcon className="size-4" />
              <span className="sr-only">{t('search.clear')}</span>
            </button>
          )}
        </div>
        <p id={`${searchId}-hint`} className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">
          {t('search.hint')}
        </p>
      </div>

      <section aria-labelledby="templates-list" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="templates-list" className="text-2xl font-bold text-gray-900 dark:text-white">
            {t('listLabel', { category: categoryName })}
          </h2>
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {searching
              ? t('searchResultCount', { count: shown.length, query: query.trim() })
              : t('resultCount', { count: shown.length })}
          </p>
        </div>
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {shown.map((template) => (
              <li key={template.id}>
                <TemplateCard
                  template={template}
                  values={values[template.id] ?? {}}
                  fillHref={withTemplate(template.id)}
                  locale={locale}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed border-gray-300 p-6 text-gray-800 dark:border-gray-600 dark:text-gray-200">
            <p className="font-medium">
              {t('noResults', { category: categoryName, query: query.trim() })}
            </p>
            {otherCategories.length > 0 ? (
              <>
                <p className="mt-3 text-sm">{t('otherCategories')}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {otherCategories.map((id) => (
                    <button
                      key={id}
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => selectCategory(id)}
                    >
                      {t('otherCategory', {
                        category: t(`categories.${id}.name`),
                        matches: perCategory[id],
                      })}
                    </button>
                  ))}
                </div>
              </>
            ) : (
              <p className="mt-2 text-sm">{t('noResultsAnywhere')}</p>
            )}
            <button
              type="button"
              className={`${ghostButtonClass} mt-3 -ml-3`}
              onClick={() => setQuery('')}
            >
              {t('search.clear')}
            </button>
          </div>
        )}
      </section>

      <CustomTemplatesCta />
    </ToolPage>
  );
}

function CustomTemplatesCta() {
  const { t } = useTranslation('templates');
  return (
    <DemoCallToAction
      title={t('custom.title')}
      text={t('custom.text')}
      action={t('custom.action')}
    />
  );
}
