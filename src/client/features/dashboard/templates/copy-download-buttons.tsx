import { Check, Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { useCopyDownload } from './use-copy-download.ts';

/**
 * A template's Copy and Download buttons (spec 02 §2, §8), on its card and on its fill step.
 * `context` names the template for screen readers ("Copiar, Prospecção por e-mail"), since a list
 * holds many buttons with the same visible text. Copy is the primary action while filling.
 */
export function CopyDownloadButtons({
  title,
  text,
  context,
  copyVariant,
}: {
  title: string;
  text: string;
  context: string;
  copyVariant: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('templates');
  const { copied, copy, download } = useCopyDownload(title, text);
  return (
    <>
      <Button variant={copyVariant} onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t('copied') : t('copy')}
        <span className="sr-only"> {context}</span>
      </Button>
      <Button variant="secondary" onClick={download}>
        <Download aria-hidden="true" />
        {t('download')}
        <span className="sr-only"> {context}</span>
      </Button>
    </>
  );
}
