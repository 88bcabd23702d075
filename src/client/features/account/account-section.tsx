import type { ReactNode } from 'react';

/** One titled block of the account page: a region named by its h2, so it can be jumped to. */
export function AccountSection({
  id,
  title,
  description,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border p-5 sm:p-6 ${
        tone === 'danger'
          ? 'border-red-300 dark:border-red-800'
          : 'border-gray-200 dark:border-gray-700'
      }`}
    >
      <h2 id={headingId} className="text-xl font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {description && (
        <div className="mt-1 text-sm text-gray-700 dark:text-gray-300">{description}</div>
      )}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A secondary (outlined) button, as the site's cancel buttons look. */
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800';

/** A button for an action that cannot be undone. */
export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
