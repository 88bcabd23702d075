import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportFileName, type reportPrefixes } from '#shared/tools/file-names.ts';
import { useLocale } from '#client/lib/locale.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useFieldError } from '#client/lib/field-error.ts';
import { toast } from '#client/lib/toast.ts';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { downloadPdfReport } from './download-pdf.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import type { ReportContext, ReportDocument } from './report-document.ts';
import {
  emptyReportProfile,
  reportPersonDefaults,
  reportPersonMaxLength,
  reportPersonSchema,
  reportProfileSchema,
  reportProfileStorageName,
  type ReportPersonData,
  type ReportPersonInput,
} from './report-profile.ts';

/**
 * "Baixar PDF", the primary download of a tool's result (issue 26 §5: the laid-out report is the
 * one a client wants; the spec's plain-text report stays beside it as the secondary button). A
 * short step asks whose name and which company the report is for (decision 0051), remembers them
 * in this browser, then builds the PDF here; the PDF library loads only now.
 */
export function PdfReportButton({
  userId,
  fullName,
  report,
  build,
}: {
  userId: string;
  fullName: string;
  report: keyof typeof reportPrefixes;
  build(context: ReportContext): ReportDocument;
}) {
  const { t } = useTranslation('dashboard');
  const facts = useFirmFacts();
  const { locale } = useLocale();
  const fieldError = useFieldError();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [profile, setProfile] = useUserStoredState(
    userId,
    reportProfileStorageName,
    reportProfileSchema,
    emptyReportProfile,
  );
  const form = useForm<ReportPersonInput, unknown, ReportPersonData>({
    resolver: zodResolver(reportPersonSchema),
    defaultValues: reportPersonDefaults(profile, fullName),
  });

  const show = (next: boolean) => {
    if (next) form.reset(reportPersonDefaults(profile, fullName));
    if (!pending) setOpen(next);
  };

  const generate = async (person: ReportPersonData) => {
    setProfile({ name: person.name, company: person.company });
    setPending(true);
    try {
      const date = new Date();
      await downloadPdfReport(
        build({ t, locale, date, person, site: window.location.host, facts }),
        reportFileName(report, date, 'pdf'),
      );
      setOpen(false);
      toast({ title: t('toasts.reportDownloaded'), description: t('pdf.downloaded') });
    } catch (error) {
      // Most likely the PDF chunk or the font could not be fetched (offline, a new deploy).
      console.warn('PDF report failed', error);
      toast({
        title: t('pdf.failed.title'),
        description: t('pdf.failed.description'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button type="button" onClick={() => show(true)}>
        <FileText aria-hidden="true" />
        {t('pdf.download')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={show}
        title={t('pdf.dialog.title')}
        description={t('pdf.dialog.description')}
        closeLabel={t('pdf.dialog.close')}
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(generate)}>
          <FormField
            label={t('pdf.dialog.name')}
            error={fieldError(form.formState.errors.name?.message)}
          >
            {(a11y) => (
              <Input
                {...a11y}
                autoComplete="name"
                maxLength={reportPersonMaxLength}
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField
            label={t('pdf.dialog.company')}
            hint={t('pdf.dialog.companyHint')}
            error={fieldError(form.formState.errors.company?.message)}
          >
            {(a11y) => (
              <Input
                {...a11y}
                autoComplete="organization"
                maxLength={reportPersonMaxLength}
                {...form.register('company')}
              />
            )}
          </FormField>
          <DialogFooter className="mt-2">
            <Button
              type="button"
              variant="secondary"
              disabled={pending}
              onClick={() => setOpen(false)}
            >
              {t('pdf.dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {!pending && <FileText aria-hidden="true" />}
              {pending ? t('pdf.dialog.generating') : t('pdf.dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </>
  );
}
