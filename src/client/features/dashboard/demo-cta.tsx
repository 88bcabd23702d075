import { useId } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { focusRing } from './tool-page.tsx';

/** Closing call to action to /demonstracao (spec 02 §2), on the dashboard and its tools. */
export function DemoCallToAction({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: string;
}) {
  const id = useId();
  const localize = useLocalizedPath();
  return (
    <section
      aria-labelledby={id}
      className="mt-12 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white md:px-12"
    >
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-white/90">{text}</p>
      <Link
        to={localize('/demonstracao')}
        className={`mt-6 inline-flex items-center justify-center rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 ${focusRing} focus-visible:ring-white focus-visible:ring-offset-brand-900`}
      >
        {action}
      </Link>
    </section>
  );
}
