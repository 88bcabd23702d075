import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '#shared/schemas/messages.ts';

/**
 * Turns a form error into text: the shared schemas report i18n keys (`validation.email`), the
 * server reports sentences already in the visitor's language; both end up readable.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (message) => {
    if (!message) return undefined;
    return message.startsWith('validation.') ? t(message as ValidationMessage) : message;
  };
}
