import { organization } from '#shared/organization.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** Link style inside legal prose. */
export const proseLink = 'font-medium text-link underline underline-offset-2 hover:text-foreground';

/** The organization's postal address on one line, e.g. for "headquartered at …". */
export function formatAddress(address: typeof organization.address): string {
  return `${address.street}, ${address.locality} – ${address.region}, ${address.postalCode}`;
}

export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

export function SubHeading({ children }: { children: string }) {
  return <h3 className="pt-2 text-lg font-semibold text-foreground">{children}</h3>;
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A list whose entries start with a bold label ("Sessions: …"). */
export function LabeledList({ items }: { items: readonly { label: string; text: string }[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {items.map((item) => (
        <li key={item.label}>
          <strong className="font-semibold text-foreground">{item.label}:</strong> {item.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * Who to contact, straight from the organization facts (src/shared/organization.ts), so the legal
 * pages, the footer and the structured data cannot disagree about names and addresses.
 */
export function OrganizationContact({
  locale,
  labels,
}: {
  locale: Locale;
  labels: { company: string; address: string; email: string; dpo: string };
}) {
  const { address, dataProtectionOfficer: dpo } = organization;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country);
  const term = 'text-sm font-semibold text-foreground';
  return (
    <dl className="grid gap-5 rounded-xl border border-border bg-muted p-6 sm:grid-cols-2">
      <div>
        <dt className={term}>{labels.company}</dt>
        <dd className="mt-1">{organization.legalName}</dd>
      </div>
      <div>
        <dt className={term}>{labels.address}</dt>
        <dd className="mt-1">
          <address className="not-italic">
            {address.street}
            <br />
            {address.locality} – {address.region}, {address.postalCode}
            <br />
            {country}
          </address>
        </dd>
      </div>
      <div>
        <dt className={term}>{labels.email}</dt>
        <dd className="mt-1">
          <a href={`mailto:${organization.email}`} className={proseLink}>
            {organization.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className={term}>{labels.dpo}</dt>
        <dd className="mt-1">
          <a href={`mailto:${dpo.email}`} className={proseLink}>
            {dpo.email}
          </a>
        </dd>
      </div>
    </dl>
  );
}
