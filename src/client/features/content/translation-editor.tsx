import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CollectionName } from '#shared/content/collection-names.ts';
import {
  collections,
  type FieldDeclaration,
  type TranslationFields,
} from '#shared/content/collections.ts';
import type { ContentEntry, TranslationDetail } from '#shared/content/content-answers.ts';
import { isImageValue, type ImageValue } from '#shared/content/media.ts';
import { publicCollections } from '#shared/content/content-pages.ts';
import { richTextDocumentOf, type RichTextDocument } from '#shared/content/rich-text-field.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { defaultLocale, supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { contentEntryQueryOptions, useContentChange } from './content.queries.ts';
import { ImageField } from './image-field.tsx';
import { PreviewLink } from './preview-link.tsx';
import { RevisionList } from './revision-list.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { entryLink } from './translation-board.tsx';
import { TranslationStateBadge } from './translation-state-badge.tsx';

/**
 * What the form holds: text for every field but the flags (lists are typed comma-separated) and
 * the rich-text fields, which hold the editor's document (decision 0121).
 */
type FormValues = Record<
  string,
  string | boolean | RichTextDocument | ImageValue | null | undefined
>;

const listSeparator = ', ';

function formValues(
  collection: CollectionName,
  translation: TranslationDetail | undefined,
  source: TranslationDetail | undefined,
): FormValues {
  const values: FormValues = { slug: translation?.slug ?? '' };
  for (const [name, field] of Object.entries(collections[collection].fields)) {
    // A new translation starts empty (issue 23 §4: no text in another language), except for the
    // fields that read the same in every language: flags, dates, addresses and lists of names.
    const perLanguage =
      field.kind === 'text' || field.kind === 'multiline' || field.kind === 'richText';
    const from = translation ?? (perLanguage ? undefined : source);
    const value = from?.fields[name];
    // A body saved in the textarea era is a string: it opens as paragraphs (decision 0121).
    if (field.kind === 'richText') values[name] = richTextDocumentOf(value);
    // The image is shared, its alt text is not: a new translation gets the image, alt empty.
    else if (field.kind === 'image') {
      values[name] = isImageValue(value)
        ? { mediaId: value.mediaId, alt: translation ? value.alt : '' }
        : null;
    } else if (field.kind === 'boolean') values[name] = value === true;
    else if (Array.isArray(value)) values[name] = value.join(listSeparator);
    else values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

function bodyOf(collection: CollectionName, values: FormValues, version: number) {
  const fields: TranslationFields = {};
  for (const [name, field] of Object.entries(collections[collection].fields)) {
    const value = values[name];
    if (field.kind === 'list' && typeof value === 'string') {
      fields[name] = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    } else fields[name] = value ?? undefined;
  }
  return { ...fields, slug: values.slug, version };
}

/**
 * One entry in one language (issue 23 §2, §4, §5): its fields as the collection declares them,
 * the language tabs with each translation's state, save as draft, publish and unpublish, and the
 * revisions. A save is based on the version read: when someone saved in between, the 409's
 * sentence (who, when) is shown and what the person typed stays in the form. Rich-text fields
 * (the body) are edited in the Tiptap editor, loaded on demand (issue 23 §6, decision 0121).
 */
export function TranslationEditor({
  collection,
  entryId,
  locale,
}: {
  collection: CollectionName;
  entryId: number | 'new';
  locale: Locale;
}) {
  const { t } = useTranslation('admin');
  const entry = useQuery({
    ...contentEntryQueryOptions(collection, entryId === 'new' ? 0 : entryId),
    enabled: entryId !== 'new',
  });
  if (entryId === 'new') {
    return <EditorFrame collection={collection} entry={undefined} locale={defaultLocale} />;
  }
  if (entry.isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p>{t('firm.loadError')}</p>
        <Button variant="secondary" onClick={() => void entry.refetch()}>
          {t('firm.retry')}
        </Button>
      </Card>
    );
  }
  if (!entry.data) return <Skeleton className="h-96 w-full" />;
  return <EditorFrame collection={collection} entry={entry.data} locale={locale} />;
}

function EditorFrame({
  collection,
  entry,
  locale,
}: {
  collection: CollectionName;
  entry: ContentEntry | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const translation = entry?.translations.find((tr) => tr.locale === locale);
  const source = entry?.translations.find((tr) => tr.locale === defaultLocale);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/admin/content/${collection}`}>
            <ArrowLeft aria-hidden="true" />
            {t('content.form.back')}
          </Link>
        </Button>
      </div>
      {entry && (
        <nav aria-label={t('content.form.languages')}>
          <ul className="flex flex-wrap gap-2">
            {supportedLocales.map((lng) => {
              const own = entry.translations.find((tr) => tr.locale === lng);
              const state = own ? own.state : 'missing';
              const current = lng === locale;
              return (
                <li key={lng}>
                  <Link
                    to={entryLink(collection, entry.id, lng)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
                      current ? 'border-primary bg-primary-subtle font-semibold' : 'border-border',
                    )}
                  >
                    {t(`common:languages.${lng}.name`)}
                    <TranslationStateBadge state={state} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {/* Keyed by the translation: switching language or entry starts a fresh form. */}
      <TranslationForm
        key={`${entry?.id ?? 'new'}:${locale}`}
        collection={collection}
        entry={entry}
        locale={locale}
        translation={translation}
        source={source}
      />
      {entry && translation && (
        <RevisionList
          collection={collection}
          entryId={entry.id}
          locale={locale}
          version={translation.version}
        />
      )}
    </div>
  );
}

function TranslationForm({
  collection,
  entry,
  locale,
  translation,
  source,
}: {
  collection: CollectionName;
  entry: ContentEntry | undefined;
  locale: Locale;
  translation: TranslationDetail | undefined;
  source: TranslationDetail | undefined;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const [stale, setStale] = useState<string | null>(null);
  const change = useContentChange(collection);
  const form = useForm<FormValues>({ values: formValues(collection, translation, source) });
  const declaration = collections[collection];

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && !error.body?.fieldErrors) {
      setStale(errorMessage(error, t('content.form.failed')));
      return;
    }
    const byField = serverFieldErrors(error);
    const names = Object.keys(byField).filter((key) => key === 'slug' || key in declaration.fields);
    for (const key of names) form.setError(key, { message: byField[key]?.[0] });
    if (names.length === 0) {
      toast({ title: errorMessage(error, t('content.form.failed')), variant: 'destructive' });
    }
  };

  const save = form.handleSubmit(async (values) => {
    setStale(null);
    const body = bodyOf(collection, values, translation?.version ?? 0);
    try {
      const saved = await change.mutateAsync(
        entry ? { kind: 'save', id: entry.id, locale, body } : { kind: 'create', body },
      );
      toast({ title: t('content.form.saved') });
      if (!entry) void navigate(entryLink(collection, saved.id, defaultLocale));
    } catch (error) {
      onError(error);
    }
  });

  const setPublished = async (publish: boolean) => {
    if (!entry || !translation) return;
    try {
      await change.mutateAsync({
        kind: publish ? 'publish' : 'unpublish',
        id: entry.id,
        locale,
        version: translation.version,
      });
      toast({ title: t(publish ? 'content.form.published' : 'content.form.unpublished') });
    } catch (error) {
      onError(error);
    }
  };

  const dirty = form.formState.isDirty;
  const canPublish =
    translation !== undefined && (!translation.published || translation.unpublishedChanges);
  const isSource = locale === defaultLocale;
  // A publish is scheduled: "publish now" must say what it does to that schedule (decision 0139).
  const scheduledAt = canPublish ? translation.publishAt : null;
  const scheduledPublish = scheduledAt !== null;
  const scheduledNoteId = `publish-scheduled-${locale}`;

  return (
    <Card padding="md">
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void save(event)}>
        {isSource ? (
          <Alert>{t('content.form.source')}</Alert>
        ) : !source ? null : translation?.state === 'outdated' ? (
          <Alert variant="warning">{t('content.form.outdated')}</Alert>
        ) : null}
        {!entry && !isSource && <Alert>{t('content.form.createSourceFirst')}</Alert>}
        {entry && !translation && <Alert>{t('content.form.newTranslation')}</Alert>}
        {translation?.unpublishedChanges && (
          <Alert variant="warning">{t('content.form.unpublishedChanges')}</Alert>
        )}
        {translation?.updatedAt && translation.updatedBy && (
          <p className="text-sm text-muted-foreground">
            {t('content.form.lastSaved', {
              name: translation.updatedBy,
              time: formatSaoPauloDateTime(new Date(translation.updatedAt), i18n.language, 'short'),
            })}
          </p>
        )}
        <Field name="slug" field={{ kind: 'text', required: true }} form={form} hint="slug" />
        {Object.entries(declaration.fields).map(([name, field]) => (
          <Field key={name} name={name} field={field} form={form} />
        ))}
        {stale && (
          <Alert role="alert" variant="error" className="flex flex-col items-start gap-2">
            <p className="flex items-center gap-2 font-semibold">
              <CircleAlert aria-hidden="true" className="size-4" />
              {stale}
            </p>
          </Alert>
        )}
        {scheduledAt !== null && (
          <Alert id={scheduledNoteId} className="flex items-start gap-2">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('content.form.publishScheduled', {
                time: formatSaoPauloDateTime(new Date(scheduledAt), i18n.language, 'short'),
                publishNow: t('content.form.publishNow'),
                cancel: t('content.schedule.cancel'),
              })}
            </span>
          </Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={change.isPending && form.formState.isSubmitting}>
            {form.formState.isSubmitting
              ? t('content.form.saving')
              : entry
                ? t('content.form.save')
                : t('content.form.create')}
          </Button>
          {translation && canPublish && (
            <Button
              type="button"
              variant="secondary"
              disabled={dirty || change.isPending}
              aria-describedby={scheduledPublish ? scheduledNoteId : undefined}
              onClick={() => void setPublished(true)}
            >
              {t(scheduledPublish ? 'content.form.publishNow' : 'content.form.publish')}
            </Button>
          )}
          {translation?.published && (
            <Button
              type="button"
              variant="ghost"
              disabled={change.isPending}
              onClick={() => void setPublished(false)}
            >
              {t('content.form.unpublish')}
            </Button>
          )}
        </div>
      </form>
      {/* Issue 23 §5 (decisions 0122, 0131): a preview where there is a public page; a schedule. */}
      {entry && translation && (
        <div className="mt-4 flex flex-col gap-4">
          {hasPublicPage(collection) && (
            <PreviewLink collection={collection} entryId={entry.id} locale={locale} />
          )}
          <ScheduleFields
            key={`${translation.publishAt}:${translation.unpublishAt}`}
            collection={collection}
            entryId={entry.id}
            locale={locale}
            translation={translation}
            formDirty={dirty}
          />
        </div>
      )}
    </Card>
  );
}

const hasPublicPage = (collection: CollectionName) => collection in publicCollections;

// Dates have no hint: the browser's date picker shows them in the reader's own format.
const hintOf: Partial<Record<FieldDeclaration['kind'], 'list' | 'url'>> = {
  list: 'list',
  url: 'url',
};

function Field({
  name,
  field,
  form,
  hint,
}: {
  name: string;
  field: FieldDeclaration;
  form: ReturnType<typeof useForm<FormValues>>;
  hint?: 'slug';
}) {
  const { t } = useTranslation('admin');
  const label = t(`content.fields.${name}` as 'content.fields.title');
  const error = form.formState.errors[name]?.message;
  if (field.kind === 'boolean') {
    return <Checkbox label={label} {...form.register(name)} />;
  }
  const hintKey =
    hint ?? (name === 'results' ? 'results' : name === 'body' ? 'body' : hintOf[field.kind]);
  if (field.kind === 'image') {
    return <ImageField name={name} label={label} control={form.control} />;
  }
  if (field.kind === 'richText') {
    return (
      <RichTextField
        name={name}
        label={label}
        hint={hintKey ? t(`content.hints.${hintKey}`) : undefined}
        control={form.control}
      />
    );
  }
  return (
    <FormField
      label={label}
      hint={hintKey ? t(`content.hints.${hintKey}`) : undefined}
      error={typeof error === 'string' ? error : undefined}
    >
      {(a11y) =>
        field.kind === 'multiline' ? (
          <Textarea {...a11y} rows={name === 'body' ? 10 : 4} {...form.register(name)} />
        ) : (
          <Input
            {...a11y}
            type={field.kind === 'url' ? 'url' : field.kind === 'date' ? 'date' : 'text'}
            autoComplete="off"
            {...form.register(name)}
          />
        )
      }
    </FormField>
  );
}
