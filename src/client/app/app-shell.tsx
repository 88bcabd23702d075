import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { CookieConsent } from '#client/features/consent/cookie-consent.tsx';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';

/** Header, content and footer of every page (spec 01 §2), plus the toasts. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { user, isLoading, logoutMutation } = useAuth();
  const { locale, changeLanguage } = useLocale();
  const localize = useLocalizedPath();
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const onLanguage = (code: string) => void changeLanguage(code);

  // The page below is hydrated once this runs (effects run children first, and the shell sits
  // inside the translations' Suspense boundary): the prerendered pages' gate may now replay a
  // click or submit made before (scripts/hydration-gate.ts, decision 0007).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    window.dispatchEvent(new Event('nexus:hydrated'));
  }, []);

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
      <CookieConsent
        preferencesOpen={cookiesOpen}
        onPreferencesOpenChange={setCookiesOpen}
        privacyHref={localize('/privacy-policy')}
      />
      <Toaster closeLabel={t('actions.close')} viewportLabel={t('toastViewport')} />
    </div>
  );
}
