import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneHref, printedPhone } from '#shared/firm/firm-fact-defaults.ts';
import { organization } from '#shared/organization.ts';
import type { PagePath } from '#shared/routes.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { LanguageMenu, type LanguageMenuProps } from './language-selector.tsx';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';
import { BrandMark } from '#client/components/brand/brand-mark.tsx';

interface FooterProps {
  localize(path: PagePath): string;
  language: Omit<LanguageMenuProps, 'variant'>;
  /** The service pages (and their overview, first, where it exists). */
  services: NavItem[];
  /**
   * The content listings with something published in the page's language (decision 0123). Pages
   * the server renders at runtime, not routes of the app: a plain link loads them.
   */
  listings?: NavItem[];
  onOpenCookies(): void;
  Link?: LinkComponent;
}

// The footer is dark in both colour schemes, so its colours are fixed rather than semantic.
const footerLink =
  'rounded-sm text-footer-foreground underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:outline-white';

/**
 * Spec 01 §2 "Footer", with columns that reach every section of the site (issue 14 §3): the
 * spec's quick links, the services, help (FAQ, demonstration) and contact.
 */
export function Footer({
  localize,
  language,
  services,
  listings = [],
  onOpenCookies,
  Link = PlainLink,
}: FooterProps) {
  const { t } = useTranslation('navigation');
  const year = new Date().getFullYear();
  // The firm's facts as the desk keeps them (issue 23 §3, decision 0093).
  const facts = useFirmFacts();
  const social: { href: string; label: string; icon: ReactNode }[] = [
    {
      href: facts.socialLinkedin,
      label: t('footer.social.linkedin'),
      icon: <LinkedInIcon />,
    },
    { href: facts.socialX, label: t('footer.social.x'), icon: <XIcon /> },
    {
      href: facts.socialInstagram,
      label: t('footer.social.instagram'),
      icon: <InstagramIcon />,
    },
    // A network left blank on the desk is not shown.
  ].filter((network) => network.href !== '');
  const columns: { id: string; title: string; items: (NavItem & { document?: boolean })[] }[] = [
    {
      id: 'footer-quick-links',
      title: t('footer.quickLinks'),
      items: [
        { href: localize('/'), label: t('home') },
        { href: localize('/technologies'), label: t('technologies') },
        { href: localize('/products'), label: t('products') },
        { href: localize('/about'), label: t('about') },
        ...listings.map((item) => ({ ...item, document: true })),
      ],
    },
    { id: 'footer-services', title: t('footer.services'), items: services },
    {
      id: 'footer-help',
      title: t('footer.help'),
      items: [
        { href: localize('/faq'), label: t('faq') },
        { href: localize('/demonstracao'), label: t('demonstration') },
      ],
    },
  ];
  return (
    <footer className="mt-auto bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-page gap-10 px-gutter py-14 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            {organization.name}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-footer-muted">
            {t('footer.description')}
          </p>
          <ul className="mt-5 flex gap-2" aria-label={t('footer.socialLabel')}>
            {social.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${s.label} (${t('opensInNewTab')})`}
                  className="inline-flex size-9 items-center justify-center rounded-full bg-footer-control text-footer-foreground transition-colors hover:bg-footer-control-hover hover:text-white focus-visible:outline-white"
                >
                  {s.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:col-span-5">
          {columns.map((column) => (
            <nav key={column.id} aria-labelledby={column.id}>
              <h2 id={column.id} className="text-sm font-semibold text-white">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.items.map((item) => {
                  const ItemLink = item.document ? PlainLink : Link;
                  return (
                    <li key={item.href}>
                      <ItemLink href={item.href} className={footerLink}>
                        {item.label}
                      </ItemLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ))}
        </div>
        <div className="lg:col-span-3">
          <h2 className="text-sm font-semibold text-white">{t('footer.contact')}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <a href={`mailto:${facts.email}`} className={footerLink}>
                {facts.email}
              </a>
            </li>
            <li>
              <a href={phoneHref(facts.phone)} className={footerLink}>
                {printedPhone(facts.phone)}
              </a>
            </li>
            <li>
              {/* LGPD art. 41 §1: the officer's identity and contact are public. */}
              <span className="block text-footer-muted">{t('footer.dpo')}</span>
              <a href={`mailto:${facts.dataProtectionEmail}`} className={footerLink}>
                {facts.dataProtectionEmail}
              </a>
            </li>
            <li>
              <address className="text-footer-muted not-italic">
                {facts.addressStreet}
                <br />
                {facts.addressLocality} – {facts.addressRegion}, {facts.addressPostalCode}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-footer-control">
        <div className="mx-auto flex max-w-page flex-col gap-4 px-gutter py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-footer-muted">
            {t('footer.copyright', { year, name: organization.name })}
          </p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-3">
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
                className={`${footerLink} cursor-pointer`}
              >
                {t('footer.cookies')}
              </button>
            </li>
            <li>
              <LanguageMenu variant="footer" {...language} />
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
