import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { organization } from '#shared/organization.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { localizedPath } from '#shared/routes.ts';
import { useLanguageMenuData } from '#client/components/layout/language-selector.tsx';
import { PortalTopBar } from '#client/components/layout/portal-top-bar.tsx';
import { createBuildI18n, getBrowserI18n, type InitialTranslations } from '#client/lib/i18n.ts';
import { PortalPending } from './portal-layout.tsx';
import { RouterLink } from './router-link.tsx';
import { TranslationsLoading } from './translations-loading.tsx';

/**
 * A workspace page's first paint (issue 26 §3, decision 0135): what the app itself draws while
 * the session loads (AppShell's portal branch around `PortalPending`: the top bar without the
 * account menu, the sidebar every client has, the page's title, "Carregando sua sessão…"), in the
 * language the server rendered it in, with that page's strings in the document. The server
 * renders it per page and language (plugins/static.ts) and the app, starting with the same
 * strings, hydrates this and then draws the same screen, so nothing flashes or moves.
 */
export function PortalFirstPaint({ translations }: { translations: InitialTranslations }) {
  const [i18n] = useState(() =>
    typeof document === 'undefined' ? createBuildI18n(translations) : getBrowserI18n(translations),
  );
  // The app starts in the visitor's language as the browser sees it (lib/i18n.ts startingLocale);
  // if that is not the one the server chose, the strings in the page are the wrong ones: the
  // spec's loading screen, while the right ones load, rather than a screen in another language.
  if (i18n.language !== translations.locale) {
    return <TranslationsLoading locale={i18n.language} />;
  }
  return (
    <I18nextProvider i18n={i18n}>
      <FirstScreen locale={translations.locale} />
    </I18nextProvider>
  );
}

function FirstScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const homeHref = localizedPath('/', locale);
  return (
    <div className="flex min-h-dvh flex-col">
      <PortalTopBar
        home={{ href: homeHref, label: t('brandHome', { name: organization.name }) }}
        // Choosing a language here switches in place (the address has none to link to), which
        // needs the app: until it runs, the selector shows the language, disabled.
        language={{ current: locale, onSelect: () => undefined, ...useLanguageMenuData(locale) }}
        languagePending
        skipToContent={t('skipToContent')}
        Link={RouterLink}
      />
      <main id="conteudo" className="flex-1" tabIndex={-1}>
        <PortalPending pathname={pathname} homeHref={homeHref} />
      </main>
    </div>
  );
}
