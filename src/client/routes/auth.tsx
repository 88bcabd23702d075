import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { organization } from '#shared/organization.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { ForgotPasswordDialog } from '#client/features/auth/forgot-password-dialog.tsx';
import { LoginForm, type SignedIn } from '#client/features/auth/login-form.tsx';
import { fullPageRedirect, safeRedirectTarget } from '#client/features/auth/redirect.ts';
import { RegisterForm } from '#client/features/auth/register-form.tsx';

/**
 * Sign-in and registration (spec 01 §2): form on the left, hero on the right (hidden on small
 * screens). Prerendered per language (issue 14 §7): title, description and the sign-in form are
 * in the HTML; the app hydrates it like any prerendered page (decision 0007).
 */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const { search } = useLocation();
  const [view, setView] = useState<'login' | 'register'>('login');
  const [forgotOpen, setForgotOpen] = useState(false);
  const done = () => fullPageRedirect(safeRedirectTarget(search, localize('/')));
  // An administrator or editor without an authenticator enrols at this sign-in: their area offers
  // it before anything else (decision 0029, 0106).
  const signedIn = ({ enrolAt }: SignedIn) => (enrolAt ? fullPageRedirect(enrolAt) : done());

  return (
    <div className="mx-auto grid w-full max-w-page gap-10 px-gutter py-10 lg:grid-cols-2 lg:items-stretch lg:py-16">
      <title>{`${view === 'login' ? t('login.title') : t('register.title')} | ${organization.name}`}</title>
      <meta name="description" content={t('meta.description')} />
      <Card padding="lg" className="mx-auto w-full max-w-md self-start">
        <h1 className="sr-only">{t('pageTitle')}</h1>
        {view === 'login' ? (
          <LoginForm
            onSuccess={signedIn}
            onSwitch={() => setView('register')}
            onForgot={() => setForgotOpen(true)}
          />
        ) : (
          <RegisterForm
            onSuccess={done}
            onSwitch={() => setView('login')}
            termsHref={localize('/terms-of-use')}
            privacyHref={localize('/privacy-policy')}
          />
        )}
      </Card>
      <aside className="hidden rounded-2xl bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 p-10 text-white lg:flex lg:flex-col lg:justify-center xl:p-14">
        <h2 className="text-h2 text-white">{t('hero.title')}</h2>
        <p className="mt-4 text-lead text-brand-100">{t('hero.subtitle')}</p>
        <ul className="mt-8 space-y-4">
          {(['one', 'two', 'three'] as const).map((k) => (
            <li key={k} className="flex items-start gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-white/15">
                <Check aria-hidden="true" className="size-4" />
              </span>
              <span>{t(`hero.points.${k}`)}</span>
            </li>
          ))}
        </ul>
      </aside>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </div>
  );
}
