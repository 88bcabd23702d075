import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { BookmarkPlus, Pencil, Settings2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { leadViewNameFormSchema, type LeadView } from '#shared/schemas/lead-views.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { toast } from '#client/lib/toast.ts';
import {
  leadViewsQueryOptions,
  useDeleteLeadView,
  useRenameLeadView,
  useSaveLeadView,
} from './admin.queries.ts';

type NameInput = z.input<typeof leadViewNameFormSchema>;
type NameData = z.output<typeof leadViewNameFormSchema>;

const useNameForm = (name = '') =>
  useForm<NameInput, unknown, NameData>({
    resolver: zodResolver(leadViewNameFormSchema),
    defaultValues: { name },
  });

/** The server's refusal of a name (409: taken) on the field, anything else in a toast. */
function showRefusal(
  form: UseFormReturn<NameInput, unknown, NameData>,
  error: unknown,
  title: string,
  fallback: string,
) {
  const [nameError] = serverFieldErrors(error).name ?? [];
  if (nameError) form.setError('name', { message: nameError }, { shouldFocus: true });
  else toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

/**
 * An admin's named saved views (issue 26 §4, decision 0088): a select that opens one (its filters
 * become the address, so back, reload and a shared link behave as with any filter), the name of
 * the view the current filters match, a button that saves the current filters under a name, and
 * a dialog to rename or delete them. Each admin sees only their own (the server's rule).
 */
export function SavedViews({
  currentQuery,
  onOpen,
}: {
  /** The current filters as a view keeps them (`viewQueryOf`). */
  currentQuery: string;
  onOpen(query: string): void;
}) {
  const { t } = useTranslation('admin');
  const views = useQuery(leadViewsQueryOptions());
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const current = views.data?.find((view) => view.query === currentQuery);

  return (
    <div role="group" aria-label={t('views.label')} className="flex flex-wrap items-center gap-2">
      <Select
        // The view the filters are in now, else the placeholder.
        value={current ? String(current.id) : ''}
        onValueChange={(id) => {
          const view = views.data?.find((v) => String(v.id) === id);
          if (view) onOpen(view.query);
        }}
        disabled={!views.data || views.data.length === 0}
      >
        <SelectTrigger aria-label={t('views.open')} className="h-8 w-full py-1 text-sm sm:w-72">
          <SelectValue
            placeholder={
              views.isError
                ? t('views.loadError')
                : views.data?.length === 0
                  ? t('views.none')
                  : t('views.choose')
            }
          />
        </SelectTrigger>
        <SelectContent>
          {views.data?.map((view) => (
            <SelectItem key={view.id} value={String(view.id)}>
              {view.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button variant="secondary" size="sm" className="h-8" onClick={() => setSaving(true)}>
        <BookmarkPlus aria-hidden="true" />
        {t('views.save')}
      </Button>
      <Button variant="ghost" size="sm" className="h-8" onClick={() => setManaging(true)}>
        <Settings2 aria-hidden="true" />
        {t('views.manage')}
      </Button>
      <SaveViewDialog open={saving} onOpenChange={setSaving} query={currentQuery} />
      <ManageViewsDialog open={managing} onOpenChange={setManaging} views={views.data ?? []} />
    </div>
  );
}

function SaveViewDialog({
  open,
  onOpenChange,
  query,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  query: string;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const fieldError = useFieldError();
  const form = useNameForm();
  const save = useSaveLeadView({
    onSuccess: () => {
      toast({ title: t('views.toasts.saved') });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => showRefusal(form, error, t('views.toasts.error'), t('views.toasts.error')),
  });
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('views.saveTitle')}
      description={t('views.saveDescription')}
      closeLabel={t('common:actions.close')}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((data) =>
          save.mutateAsync({ name: data.name, query }).catch(() => undefined),
        )}
      >
        <FormField label={t('views.name')} error={fieldError(form.formState.errors.name?.message)}>
          {(a11y) => <Input {...a11y} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <DialogFooter className="mt-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t('views.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? t('views.saving') : t('views.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

function ManageViewsDialog({
  open,
  onOpenChange,
  views,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  views: LeadView[];
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [renaming, setRenaming] = useState<number>();
  const list = useRef<HTMLDivElement>(null);
  const remove = useDeleteLeadView({
    onSuccess: () => {
      toast({ title: t('views.toasts.deleted') });
      // The button that had focus is gone: the list keeps it inside the dialog.
      list.current?.focus();
    },
    onError: (error) =>
      toast({
        title: t('views.toasts.deleteError'),
        description: errorMessage(error, t('views.toasts.deleteError')),
        variant: 'destructive',
      }),
  });
  const close = (next: boolean) => {
    if (!next) setRenaming(undefined);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('views.manageTitle')}
      description={t('views.manageDescription')}
      closeLabel={t('common:actions.close')}
      className="max-w-lg"
    >
      {/* Focus lands here when the focused row is deleted: it stays inside the dialog. */}
      <div ref={list} tabIndex={-1} className="focus:outline-none">
        {views.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('views.none')}</p>
        ) : (
          <ul
            aria-label={t('views.label')}
            className="divide-y divide-border rounded-md border border-border"
          >
            {views.map((view) => (
              <li key={view.id} className="p-2">
                {renaming === view.id ? (
                  <RenameForm view={view} onDone={() => setRenaming(undefined)} />
                ) : (
                  <div className="flex items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-sm font-medium" title={view.name}>
                      {view.name}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('views.renameLabel', { name: view.name })}
                      onClick={() => setRenaming(view.id)}
                    >
                      <Pencil aria-hidden="true" />
                      {t('views.rename')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('views.deleteLabel', { name: view.name })}
                      loading={remove.isPending && remove.variables === view.id}
                      onClick={() => remove.mutate(view.id)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('views.delete')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function RenameForm({ view, onDone }: { view: LeadView; onDone(): void }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const form = useNameForm(view.name);
  const rename = useRenameLeadView({
    onSuccess: () => {
      toast({ title: t('views.toasts.renamed') });
      onDone();
    },
    onError: (error) => showRefusal(form, error, t('views.toasts.error'), t('views.toasts.error')),
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit((data) =>
        rename.mutateAsync({ id: view.id, name: data.name }).catch(() => undefined),
      )}
    >
      <FormField label={t('views.name')} error={fieldError(form.formState.errors.name?.message)}>
        {(a11y) => (
          // Opened by a click on "Rename": the field the person is about to type in.
          <Input {...a11y} autoFocus autoComplete="off" {...form.register('name')} />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={onDone}>
          {t('views.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={rename.isPending}>
          {t('views.renameSubmit')}
        </Button>
      </div>
    </form>
  );
}
