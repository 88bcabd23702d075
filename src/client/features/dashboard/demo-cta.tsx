import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';

/**
 * Closing call to action to /demonstracao (spec 02 §2), on the dashboard and its tools; `to`
 * leads elsewhere (a meeting already booked: its manage page, issue 26 §3).
 */
export function DemoCallToAction({
  title,
  text,
  action,
  to,
  aside,
}: {
  title: string;
  text: string;
  action: string;
  to?: string;
  /** A quieter link after the button (a booked meeting's cancellation). */
  aside?: { label: string; to: string };
}) {
  const id = useId();
  const localize = useLocalizedPath();
  return (
    <section
      aria-labelledby={id}
      className="mt-12 rounded-2xl bg-inverse px-6 py-10 text-center text-inverse-foreground md:px-12"
    >
      <h2 id={id} className="text-h2">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl opacity-90">{text}</p>
      <Button asChild variant="secondary" className="mt-6">
        <Link to={to ?? localize('/demonstracao')}>{action}</Link>
      </Button>
      {aside && (
        <p className="mt-4">
          <Link className="underline underline-offset-4" to={aside.to}>
            {aside.label}
          </Link>
        </p>
      )}
    </section>
  );
}
