import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import { LanguageSelector } from './language-selector.tsx';

interface FooterProps {
  locale: Locale;
  localize(path: string): string;
  onLanguage(code: Locale): void;
  onOpenCookies(): void;
}

const footerLink =
  'text-gray-300 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white rounded-sm';

/** Spec 01 §2 "Footer". */
export function Footer({ locale, localize, onLanguage, onOpenCookies }: FooterProps) {
  const { t } = useTranslation('navigation');
  const year = new Date().getFullYear();
  const { address } = organization;
  const social: { href: string; label: string; icon: ReactNode }[] = [
    {
      href: organization.social.linkedin,
      label: t('footer.social.linkedin'),
      icon: <LinkedInIcon />,
    },
    { href: organization.social.x, label: t('footer.social.x'), icon: <XIcon /> },
    {
      href: organization.social.instagram,
      label: t('footer.social.instagram'),
      icon: <InstagramIcon />,
    },
  ];
  return (
    <footer className="mt-auto bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold text-white">{organization.name}</p>
          <p className="mt-3 max-w-md text-sm leading-relaxed">{t('footer.description')}</p>
          <ul className="mt-4 flex gap-3" aria-label={t('footer.socialLabel')}>
            {social.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${s.label} (${t('opensInNewTab')})`}
                  className={`${footerLink} inline-flex size-9 items-center justify-center rounded-full bg-gray-800`}
                >
                  {s.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {(['/', '/technologies', '/products', '/about'] as const).map((path) => (
              <li key={path}>
                <Link to={localize(path)} className={footerLink}>
                  {t(
                    path === '/'
                      ? 'home'
                      : (path.slice(1) as 'technologies' | 'products' | 'about'),
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.contact')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${organization.email}`} className={footerLink}>
                {organization.email}
              </a>
            </li>
            <li>
              <a href={organization.phoneHref} className={footerLink}>
                {organization.phone}
              </a>
            </li>
            <li>
              {/* LGPD art. 41 §1: the officer's identity and contact are public. */}
              <span className="block text-gray-400">{t('footer.dpo')}</span>
              {organization.dataProtectionOfficer.name} ·{' '}
              <a href={`mailto:${organization.dataProtectionOfficer.email}`} className={footerLink}>
                {organization.dataProtectionOfficer.email}
              </a>
            </li>
            <li>
              <address className="not-italic">
                {address.street}
                <br />
                {address.locality} – {address.region}, {address.postalCode}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', { year, name: organization.name })}</p>
          <ul className="flex flex-wrap items-center gap-4">
            <li>
              <a
                href={localize('/privacy-policy')}
                target="_blank"
                rel="noopener"
                className={footerLink}
              >
                {t('footer.privacy')}
              </a>
            </li>
            <li>
              <a
                href={localize('/terms-of-use')}
                target="_blank"
                rel="noopener"
                className={footerLink}
              >
                {t('footer.terms')}
              </a>
            </li>
            <li>
              <button
                type="button"
                onClick={onOpenCookies}
                className={`${footerLink} underline-offset-2 hover:underline`}
              >
                {t('footer.cookies')}
              </button>
            </li>
            <li>
              <LanguageSelector variant="footer" current={locale} onSelect={onLanguage} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-4',
  fill: 'currentColor',
} as const;

function LinkedInIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H9z" />
    </svg>
  );
}
function XIcon() {
  return (
    <svg {...iconProps}>
      <path d="M17.5 3h3.2l-7 8 8.2 10h-6.4l-5-6.2L4.8 21H1.6l7.5-8.6L1.2 3h6.6l4.5 5.7zm-1.1 16.1h1.8L7.1 4.8H5.2z" />
    </svg>
  );
}
function InstagramIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 4.6c2.4 0 2.7 0 3.7.1 2.4.1 3.5 1.2 3.6 3.6.1 1 .1 1.3.1 3.7s0 2.7-.1 3.7c-.1 2.4-1.2 3.5-3.6 3.6-1 .1-1.3.1-3.7.1s-2.7 0-3.7-.1c-2.4-.1-3.5-1.2-3.6-3.6-.1-1-.1-1.3-.1-3.7s0-2.7.1-3.7c.1-2.4 1.2-3.5 3.6-3.6 1-.1 1.3-.1 3.7-.1ZM12 3c-2.4 0-2.8 0-3.7.1-3.3.1-5.1 2-5.2 5.2C3 9.2 3 9.6 3 12s0 2.8.1 3.7c.1 3.3 2 5.1 5.2 5.2.9.1 1.3.1 3.7.1s2.8 0 3.7-.1c3.3-.1 5.1-2 5.2-5.2.1-.9.1-1.3.1-3.7s0-2.8-.1-3.7c-.1-3.3-2-5.1-5.2-5.2C14.8 3 14.4 3 12 3Z" />
    </svg>
  );
}
