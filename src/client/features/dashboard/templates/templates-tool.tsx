import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Search, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type To } from 'react-router';
import { z } from 'zod';
import { useLocale } from '#client/lib/locale.tsx';
import {
  defaultTemplateCategory,
  isTemplateCategoryId,
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
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { DemoCallToAction } from '#client/features/dashboard/demo-cta.tsx';
import { ToolPage } from '#client/features/dashboard/tool-page.tsx';
import { TemplateCard, fillLinkId } from './template-card.tsx';
import { TemplateFill } from './template-fill.tsx';
import { useTemplateEntries } from './template-texts.ts';

const stateSchema = z.object({ category: z.enum(templateCategoryIds) });
type TemplatesState = z.infer<typeof stateSchema>;
const initialState: TemplatesState = { category: defaultTemplateCategory };

/** `?template=<id>` opens that template's fill step; the browser's Back returns to the list. */
const templateParam = 'template';

const categoryAccent: Record<TemplateCategoryId, string> = {
  sales: 'bg-category-sales',
  marketing: 'bg-category-marketing',
  support: 'bg-category-support',
  ecommerce: 'bg-category-ecommerce',
};

/**
 * /dashboard/templates (spec 02 §2, issue 16): categories (sales by default), search by words
 * within the category, template cards, and each template's fill step. The chosen category is kept
 * per user (decision 0010); what is typed into the fields stays in this page's memory only
 * (decision 0055).
 */
export function TemplatesTool({ userId }: { userId: string }) {
  const { t } = useTranslation('templates');
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
      <ToolPage>
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

  const list =
    shown.length > 0 ? (
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
      <EmptyState
        icon={SearchX}
        headingLevel="h3"
        className="mt-6"
        title={t('noResults', { category: categoryName, query: query.trim() })}
        description={otherCategories.length > 0 ? t('otherCategories') : t('noResultsAnywhere')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {otherCategories.map((id) => (
              <Button key={id} variant="secondary" onClick={() => selectCategory(id)}>
                {t('otherCategory', {
                  category: t(`categories.${id}.name`),
                  matches: perCategory[id],
                })}
              </Button>
            ))}
            <Button variant="ghost" onClick={() => setQuery('')}>
              {t('search.clear')}
            </Button>
          </div>
        }
      />
    );

  return (
    <ToolPage>
      <div role="search" className="max-w-2xl">
        <label htmlFor={searchId} className="text-sm font-medium text-foreground">
          {t('search.label')}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            maxLength={searchQueryMaxLength}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${searchId}-hint`}
            autoComplete="off"
            enterKeyHint="search"
            className="pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <Button
              variant="ghost"
              size="sm"
              className="absolute top-1/2 right-1 size-8 -translate-y-1/2 px-0"
              onClick={() => {
                setQuery('');
                document.getElementById(searchId)?.focus();
              }}
            >
              <X aria-hidden="true" />
              <span className="sr-only">{t('search.clear')}</span>
            </Button>
          )}
        </div>
        <p id={`${searchId}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {t('search.hint')}
        </p>
      </div>

      <Tabs
        value={category}
        onValueChange={(value) => {
          if (isTemplateCategoryId(value)) selectCategory(value);
        }}
        className="mt-8"
      >
        <TabsList
          aria-label={t('categoriesLabel')}
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto"
        >
          {templateCategoryIds.map((id) => (
            <TabsTrigger
              key={id}
              value={id}
              // Two columns on a phone: a long name ("Atención al cliente") wraps inside its cell.
              className="h-auto min-h-10 min-w-0 justify-start py-1.5 text-left whitespace-normal sm:h-10 sm:justify-center sm:py-0 sm:whitespace-nowrap"
            >
              <span
                aria-hidden="true"
                className={`size-2.5 shrink-0 rounded-full ${categoryAccent[id]}`}
              />
              {t(`categories.${id}.name`)}
              <Badge variant="neutral" className="ml-auto sm:ml-0">
                <span aria-hidden="true">{perCategory[id]}</span>
                <span className="sr-only">{t('resultCount', { count: perCategory[id] })}</span>
              </Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        {templateCategoryIds.map((id) => (
          <TabsContent key={id} value={id} className="mt-6">
            {id === category && (
              <section aria-labelledby="templates-list">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <div>
                    <Heading id="templates-list">
                      {t('listLabel', { category: categoryName })}
                    </Heading>
                    <p className="mt-1 text-muted-foreground">
                      {t(`categories.${id}.description`)}
                    </p>
                  </div>
                  <p role="status" className="text-sm text-muted-foreground">
                    {searching
                      ? t('searchResultCount', { count: shown.length, query: query.trim() })
                      : t('resultCount', { count: shown.length })}
                  </p>
                </div>
                {list}
              </section>
            )}
          </TabsContent>
        ))}
      </Tabs>

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
