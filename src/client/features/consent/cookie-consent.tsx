import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { consentChoices, type ConsentChoice } from '#shared/consent-cookie.ts';
import { trimTrailingSlashes } from '#shared/url-path.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogFooter } from '#client/components/ui/dialog.tsx';
import {
  bannerScript,
  consentKnownScript,
  observeBannerHeight,
  readConsent,
  saveConsent,
  subscribeConsent,
} from '#client/lib/consent.ts';

/**
 * `undefined` while rendering the prerendered HTML and hydrating (the choice lives in the browser),
 * and in the browser as long as no choice is made: "no choice yet" renders what "not known" does
 * but the banner's two inline scripts, which React leaves inert outside the prerendered HTML. The
 * same snapshot as the server's, so a first visit's banner does not render again synchronously
 * inside the task that commits the page's hydration (decision 0157).
 */
function useConsent(): ConsentChoice | undefined {
  return useSyncExternalStore(subscribeConsent, readChoice, () => undefined);
}

const readChoice = () => readConsent() ?? undefined;

/** The banner's height, for the page's styles (decision 0081); a stable ref, attached once. */
function trackBannerHeight(banner: HTMLElement | null): (() => void) | undefined {
  return banner ? observeBannerHeight(banner) : undefined;
}

// "Accept all" and "Reject all" look exactly alike (ANPD cookie guide: refusing must be as easy
// and as visible as accepting); neither is pre-selected.

const [accept, reject] = consentChoices;

/**
 * A choice in a banner the app mounted (after the preferences dialog closed without one). On a
 * prerendered page the banner's inline script takes the tap and cancels it, so no submit comes
 * here (`bannerScript`).
 */
function decide(event: FormEvent<HTMLFormElement>): void {
  const value = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
  if (value !== accept && value !== reject) return;
  event.preventDefault();
  saveConsent(value === accept);
}

/**
 * The cookie banner (issue 4 item 7) and the preferences dialog it shares with the footer's
 * "Cookies" entry. The choices are a form posted to POST /api/consent, so they work on the first
 * tap with JavaScript off (issue 26 §1, decision 0085); the server serves the page with the banner
 * hidden once its cookie says the visitor chose. Right after the banner a classic inline script
 * hides it for a choice only the browser knows, and answers a tap at once, before the app runs
 * (`bannerScript`); the app keeps it from then on. A fixed bar shifts no content.
 * On a phone it is a compact bar (issue 26 §6, decision 0081): a one-sentence text, the policy and
 * "Preferences" as links after it, and the two choices side by side, so it takes about a seventh
 * of a 360×800 screen and the hero's call to action stays in view; the full text and the heading
 * come back from `md` up, where they fit in two lines. From `lg` up (two-column heroes) it is a
 * card in the bottom right corner, beside the home hero's call to action instead of over it
 * (issue 26 §6 on desktops, decision 0081 amended). The page keeps focus clear of it
 * (`bannerHeightProperty`).
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
  const location = useLocation();
  // Prerendered pages live at `/faq/`; the visitor came from `/faq`.
  const returnTo = (trimTrailingSlashes(location.pathname) || '/') + location.search;
  // No choice known (prerendering, hydration, or none made yet): in the HTML, shown unless the
  // server or the inline script hid it; the app never touches `hidden` (it unmounts the banner once
  // a choice is known).
  const unknown = consent === undefined;

  return (
    <>
      {unknown && !preferencesOpen && (
        <>
          {/* Before the markup, so a choice only this browser knows hides it from the first
              frame; the one after takes a tap before the app runs (decision 0085). */}
          <script dangerouslySetInnerHTML={{ __html: consentKnownScript }} />
          <section
            ref={trackBannerHeight}
            data-cookie-banner=""
            aria-labelledby={titleId}
            className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface py-3 shadow-overlay md:py-4 lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-[26rem] lg:rounded-xl lg:border lg:py-5"
          >
            <div className="mx-auto flex max-w-page flex-col gap-3 px-gutter md:flex-row md:items-center md:gap-4 lg:flex-col lg:items-stretch lg:px-5">
              <div className="flex-1 text-sm text-muted-foreground">
                <h2
                  id={titleId}
                  className="max-md:sr-only md:text-base md:font-semibold md:text-foreground"
                >
                  {t('cookies.banner.title')}
                </h2>
                <p className="md:mt-1">
                  <span className="md:hidden">{t('cookies.banner.short')}</span>
                  <span className="max-md:hidden">{t('cookies.banner.text')}</span>{' '}
                  <a
                    href={privacyHref}
                    className="font-medium text-link underline underline-offset-2"
                  >
                    {t('cookies.banner.policy')}
                  </a>
                  <span aria-hidden="true"> · </span>
                  <Button
                    variant="link"
                    className="inline h-auto text-sm underline underline-offset-2"
                    onClick={() => onPreferencesOpenChange(true)}
                  >
                    {t('cookies.banner.preferences')}
                  </Button>
                </p>
              </div>
              {/* Without JavaScript the server records the choice and sends the visitor back here
                  (303 to `return`, checked to be a path of this site). */}
              <form
                method="post"
                action="/api/consent"
                onSubmit={decide}
                className="grid grid-cols-2 gap-2 md:flex lg:grid"
              >
                <input type="hidden" name="return" value={returnTo} />
                <Button type="submit" name="choice" value={accept}>
                  {t('cookies.banner.acceptAll')}
                </Button>
                <Button type="submit" name="choice" value={reject}>
                  {t('cookies.banner.rejectAll')}
                </Button>
              </form>
            </div>
          </section>
          {/* Only in the prerendered HTML matters: a script React inserts later never runs. */}
          <script dangerouslySetInnerHTML={{ __html: bannerScript }} />
        </>
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
      <div className="rounded-lg border border-border p-4">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={essentialId} className="font-semibold">
            {t('cookies.essential.title')}
          </label>
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Checkbox id={essentialId} checked disabled readOnly />
            {t('cookies.essential.alwaysOn')}
          </span>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{t('cookies.essential.description')}</p>
      </div>
      <div className="rounded-lg border border-border p-4">
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
            className="peer h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors before:block before:size-5 before:translate-x-0.5 before:rounded-full before:bg-white before:shadow-card before:transition-transform checked:bg-primary checked:before:translate-x-[1.375rem]"
          />
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{t('cookies.analytics.description')}</p>
      </div>
      <DialogFooter className="mt-2 flex-wrap">
        <Button variant="secondary" onClick={() => decide(analytics)}>
          {t('cookies.save')}
        </Button>
        <Button onClick={() => decide(false)}>{t('cookies.banner.rejectAll')}</Button>
        <Button onClick={() => decide(true)}>{t('cookies.banner.acceptAll')}</Button>
      </DialogFooter>
    </div>
  );
}
