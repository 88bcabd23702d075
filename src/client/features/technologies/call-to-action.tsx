import { Link } from 'react-router';

interface CallToActionLink {
  to: string;
  label: string;
}

const focusRing =
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900';

/** Closing band of the technology pages: a question, a line of context and two links. */
export function CallToAction({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: CallToActionLink;
  secondary: CallToActionLink;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-16">
        <h2 id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-gray-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={primary.to}
            className={`rounded-md bg-white px-6 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 ${focusRing}`}
          >
            {primary.label}
          </Link>
          <Link
            to={secondary.to}
            className={`rounded-md border border-white/70 px-6 py-3 text-sm font-semibold text-white hover:bg-white/10 ${focusRing}`}
          >
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
