import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionName } from '#shared/content/collection-names.ts';
import type { ContentPreviewLink } from '#shared/content/content-answers.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { requestPreviewLink } from './content.queries.ts';

/**
 * "Copy preview link" (issue 23 §5, decision 0131): asks the server for a signed link to the
 * translation's saved text shown as its public page, copies it, and shows it (selectable, for a
 * browser that refuses the clipboard) with the time it stops working.
 */
export function PreviewLink({
  collection,
  entryId,
  locale,
}: {
  collection: CollectionName;
  entryId: number;
  locale: Locale;
}) {
  const { t, i18n } = useTranslation('admin');
  const [link, setLink] = useState<(ContentPreviewLink & { url: string }) | null>(null);
  const [pending, setPending] = useState(false);

  const copy = async () => {
    setPending(true);
    try {
      const answer = await requestPreviewLink(collection, entryId, locale);
      const url = new URL(answer.path, window.location.origin).toString();
      setLink({ ...answer, url });
      // The clipboard may be refused (no permission, an insecure origin): the link shows anyway.
      await navigator.clipboard?.writeText(url).then(
        () => toast({ title: t('content.preview.copied') }),
        () => undefined,
      );
    } catch (error) {
      toast({ title: errorMessage(error, t('content.preview.failed')), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button type="button" variant="secondary" loading={pending} onClick={() => void copy()}>
          <Link2 aria-hidden="true" />
          {t('content.preview.copy')}
        </Button>
      </div>
      {link && (
        <FormField
          label={t('content.preview.label')}
          hint={t('content.preview.validUntil', {
            time: formatSaoPauloDateTime(new Date(link.expiresAt), i18n.language, 'short'),
          })}
        >
          {(a11y) => (
            <Input
              {...a11y}
              readOnly
              value={link.url}
              data-testid="preview-link"
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
