import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A breadcrumb item (spec 02 §3): label, optional link, current flag. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
  current?: boolean;
  /** A page whose data travels in its document (content pages, decision 0123): loaded whole. */
  reloadDocument?: boolean;
}

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation('navigation');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.href && !item.current ? (
              <Link
                to={item.href}
                reloadDocument={item.reloadDocument}
                className="underline-offset-2 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={item.current ? 'page' : undefined}
                className="font-medium text-foreground"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
