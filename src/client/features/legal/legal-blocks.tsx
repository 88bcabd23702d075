import type { FirmFacts } from '#shared/firm/firm-facts.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { formatCnpj } from '#shared/firm/cnpj.ts';
import { organization } from '#shared/organization.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';

/** Link style inside legal prose. */
export const proseLink = 'font-medium text-link underline underline-offset-2 hover:text-foreground';

/** The firm's postal address on one line, e.g. for "headquartered at …" (its stored facts). */
export function formatAddress(facts: FirmFacts): string {
  return `${facts.addressStreet}, ${facts.addressLocality} – ${facts.addressRegion}, ${facts.addressPostalCode}`;
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
 * Who to contact, from the firm's stored facts (issue 23 §3, decision 0093: the desk edits them,
 * runtime prerendering puts them in the page), so the legal pages, the footer and the structured
 * data cannot disagree about names and addresses. The country is not a fact: the firm is in
 * Brazil (organization.ts).
 */
export function OrganizationContact({
  locale,
  labels,
}: {
  locale: Locale;
  /** `cnpj` names the registry number before it ("CNPJ", with a gloss in en and es). */
  labels: { company: string; address: string; email: string; dpo: string; cnpj: string };
}) {
  const facts = useFirmFacts();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(
    organization.address.country,
  );
  const term = 'text-sm font-semibold text-foreground';
  return (
    <dl className="grid gap-5 rounded-xl border border-border bg-muted p-6 sm:grid-cols-2">
      <div>
        <dt className={term}>{labels.company}</dt>
        <dd className="mt-1">
          {facts.legalName}
          {/* Blank until the firm enters it: no number is ever shown that it did not give. */}
          {facts.cnpj && (
            <>
              <br />
              {`${labels.cnpj} ${formatCnpj(facts.cnpj)}`}
            </>
          )}
        </dd>
      </div>
      <div>
        <dt className={term}>{labels.address}</dt>
        <dd className="mt-1">
          <address className="not-italic">
            {facts.addressStreet}
            <br />
            {facts.addressLocality} – {facts.addressRegion}, {facts.addressPostalCode}
            <br />
            {country}
          </address>
        </dd>
      </div>
      <div>
        <dt className={term}>{labels.email}</dt>
        <dd className="mt-1">
          <a href={`mailto:${facts.email}`} className={proseLink}>
            {facts.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className={term}>{labels.dpo}</dt>
        <dd className="mt-1">
          <a href={`mailto:${facts.dataProtectionEmail}`} className={proseLink}>
            {facts.dataProtectionEmail}
          </a>
        </dd>
      </div>
    </dl>
  );
}
