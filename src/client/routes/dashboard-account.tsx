import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { AccountPage } from '#client/features/account/account-page.tsx';
import type { PasswordWidgets } from '#client/features/account/widgets.ts';
import { userQueryOptions } from '#client/features/auth/auth.queries.ts';
import { NewPasswordFields } from '#client/features/auth/new-password-fields.tsx';
import { PasswordInput } from '#client/features/auth/password-input.tsx';
import { fullPageRedirect } from '#client/features/auth/redirect.ts';
import { toast } from '#client/lib/toast.ts';

const widgets: PasswordWidgets = { PasswordInput, NewPasswordFields };

/** /dashboard/account: the account feature, given the sign-in feature's pieces (decision 0018). */
export default function DashboardAccountRoute() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const localize = useLocalizedPath();
  return (
    <AccountPage
      widgets={widgets}
      // The header shows the name from the session query.
      onProfileSaved={() => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey })}
      onDeleted={(message) => {
        // A full page load leaves nothing of the old session in memory; the toast goes along.
        toast({ title: t('delete.doneTitle'), description: message });
        fullPageRedirect(localize('/'));
      }}
    />
  );
}
