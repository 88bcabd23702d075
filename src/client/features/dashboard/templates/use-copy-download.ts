import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateFileName } from '#shared/tools/file-names.ts';
import { downloadTextFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';

/** How long the Copy button reads 'Copiado' after a successful copy (spec 02 §9). */
export const copiedStateMs = 2000;

/**
 * Copy and Download of one template's text (spec 02 §2, §8): the clipboard with 'Copiado' for 2 s
 * and the copy toasts, or a .txt named from the title with 'Download iniciado'. `text` is the
 * prompt as filled so far (issue 16): placeholders left blank keep their brackets.
 */
export function useCopyDownload(title: string, text: string) {
  const { t } = useTranslation('dashboard');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({
        title: t('toasts.copyError.title'),
        description: t('toasts.copyError.description'),
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedStateMs);
    toast({ title: t('toasts.copied.title'), description: t('toasts.copied.description') });
  };

  const download = () => {
    downloadTextFile(templateFileName(title), `${text}\n`);
    toast({ title: t('toasts.downloadStarted') });
  };

  return { copied, copy, download };
}
