import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#client/components/ui/dialog.tsx';
import {
  readConsent,
  saveConsent,
  subscribeConsent,
  type ConsentChoice,
} from '#client/lib/consent.ts';

/** `undefined` while rendering the prerendered HTML and hydrating (the choice lives in the browser). */
function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
}

// "Accept all" and "Reject all" look exactly alike (ANPD cookie guide: refusing must be as easy
// and as visible as accepting); neither is pre-selected.
const choiceButton =
  'inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2';
const quietButton =
  'inline-flex items-center justify-center rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-gray-600 dark:text-white dark:hover:bg-gray-800';

/**
 * The cookie banner (issue 4 item 7) and the preferences dialog it shares with the footer's
 * "Cookies" entry. The prerendered HTML cannot know a choice kept in this browser, so it carries
 * the banner `hidden`; the page's islands script shows it when there is no choice yet, before and
 * without the app (decision 0072), and the app keeps it from then on. A fixed bar appearing later
 * shifts no content.
 */
export function CookieConsent({
  preferencesOpen,
  onPreferencesOpenChange,
  privacyHref,
}: {
  preferencesOpen: boolean;
  onPreferencesOpenChange(open: boolean): void;
  privacyHref: string;
}) {
  const { t } = useTranslation('common');
  const consent = useConsent();
  const titleId = useId();
  // Not known yet (prerendering, hydration): in the HTML but hidden, for the islands script.
  const unknown = consent === undefined;
  const undecided = consent === null;

  return (
    <>
      {(unknown || undecided) && !preferencesOpen && (
        <section
          hidden={unknown}
          data-cookie-banner=""
          aria-labelledby={titleId}
          className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] dark:border-gray-700 dark:bg-gray-900"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-4 md:flex-row md:items-center">
            <div className="flex-1 text-sm text-gray-800 dark:text-gray-200">
              <h2 id={titleId} className="text-base font-semibold text-gray-900 dark:text-white">
                {t('cookies.banner.title')}
              </h2>
              <p className="mt-1">
                {t('cookies.banner.text')}{' '}
                <a
                  href={privacyHref}
                  className="font-medium text-brand-600 underline underline-offset-2 dark:text-brand-50"
                >
                  {t('cookies.banner.policy')}
                </a>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={choiceButton} onClick={() => saveConsent(true)}>
                {t('cookies.banner.acceptAll')}
              </button>
              <button type="button" className={choiceButton} onClick={() => saveConsent(false)}>
                {t('cookies.banner.rejectAll')}
              </button>
              <button
                type="button"
                className={quietButton}
                onClick={() => onPreferencesOpenChange(true)}
              >
                {t('cookies.banner.preferences')}
              </button>
            </div>
          </div>
        </section>
      )}
      <Dialog
        open={preferencesOpen}
        onOpenChange={onPreferencesOpenChange}
        title={t('cookies.title')}
        description={t('cookies.description')}
        closeLabel={t('actions.close')}
      >
        {preferencesOpen && (
          <CookiePreferences
            initialAnalytics={consent?.analytics ?? false}
            onDone={() => onPreferencesOpenChange(false)}
          />
        )}
      </Dialog>
    </>
  );
}

function CookiePreferences({
  initialAnalytics,
  onDone,
}: {
  initialAnalytics: boolean;
  onDone(): void;
}) {
  const { t } = useTranslation('common');
  const [analytics, setAnalytics] = useState(initialAnalytics);
  const essentialId = useId();
  const analyticsId = useId();
  const decide = (value: boolean) => {
    saveConsent(value);
    onDone();
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={essentialId} className="font-semibold">
            {t('cookies.essential.title')}
          </label>
          <span className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            <input id={essentialId} type="checkbox" checked disabled className="size-4" />
            {t('cookies.essential.alwaysOn')}
          </span>
        </div>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('cookies.essential.description')}
        </p>
      </div>
      <div className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={analyticsId} className="font-semibold">
            {t('cookies.analytics.title')}
          </label>
          <input
            id={analyticsId}
            type="checkbox"
            role="switch"
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
            className="size-5 accent-brand-600"
          />
        </div>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('cookies.analytics.description')}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={choiceButton} onClick={() => decide(false)}>
          {t('cookies.banner.rejectAll')}
        </button>
        <button type="button" className={choiceButton} onClick={() => decide(true)}>
          {t('cookies.banner.acceptAll')}
        </button>
        <button type="button" className={quietButton} onClick={() => decide(analytics)}>
          {t('cookies.save')}
        </button>
      </div>
    </div>
  );
}
