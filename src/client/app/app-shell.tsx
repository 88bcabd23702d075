import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/ui/dialog.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { useLocale, useLocalizedPath } from './locale.tsx';

/** Header, content and footer of every page (spec 01 §2), plus the toasts. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { user, isLoading, logoutMutation } = useAuth();
  const { locale, changeLanguage } = useLocale();
  const localize = useLocalizedPath();
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const onLanguage = (code: string) => void changeLanguage(code);

  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        user={user}
        sessionLoading={isLoading}
        locale={locale}
        localize={localize}
        onLanguage={onLanguage}
        onLogout={() => logoutMutation.mutate()}
        logoutPending={logoutMutation.isPending}
      />
      <main id="conteudo" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <Footer
        locale={locale}
        localize={localize}
        onLanguage={onLanguage}
        onOpenCookies={() => setCookiesOpen(true)}
      />
      {/* Cookie preferences are built with the consent banner (public-site issue); this is the entry point. */}
      <Dialog
        open={cookiesOpen}
        onOpenChange={setCookiesOpen}
        title={t('cookies.title')}
        description={t('cookies.description')}
        closeLabel={t('actions.close')}
      >
        <button
          type="button"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500"
          onClick={() => setCookiesOpen(false)}
        >
          {t('actions.close')}
        </button>
      </Dialog>
      <Toaster closeLabel={t('actions.close')} viewportLabel={t('toastViewport')} />
    </div>
  );
}
