import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { announcePageHydrated } from '#client/lib/page-hydrated.ts';

/**
 * The page's parts (cookie banner, header, content, footer, toasts), each in a Suspense boundary
 * of its own, so React hydrates them one by one instead of the page as one unit (selective
 * hydration, decision 0154). A tap that lands while the app is hydrating makes React hydrate, at
 * once and in the same task, only the boundaries between the root and what was tapped: the header
 * for the menu or the language, the banner for a cookie choice, not the whole page (issue 26 §1:
 * such taps waited 150–170 ms on the phone profile).
 *
 * The prerendered HTML has the same boundaries (`<!--$-->…<!--/$-->`, inline: entry.server.tsx
 * never outlines one), so hydration matches. A part that suspends after hydration shows its
 * `fallback`; the shell around the parts still suspends as a whole into the app's translations
 * boundary (root.tsx), so a language change shows the spec's loading screen as before.
 */

interface Parts {
  hydrated(name: string): void;
}

const PartsContext = createContext<Parts | null>(null);

/**
 * Announces the hydrated page (`data-hydrated` on <html> and `nexus:hydrated`, which the
 * prerendered pages' gate waits for before replaying an early click or submit, decision 0007)
 * once every part in `names` has hydrated, not when the shell around them has: with a boundary per
 * part, the shell commits first and each part after.
 */
export function HydrationParts({ names, children }: { names: string[]; children: ReactNode }) {
  // Made once: the parts the first render has (a later page's are not waited for).
  const [parts] = useState<Parts>(() => {
    const waiting = new Set(names);
    let announced = false;
    return {
      hydrated(name) {
        // Once: later pages' parts mount as any component does.
        if (announced) return;
        waiting.delete(name);
        if (waiting.size > 0) return;
        announced = true;
        announcePageHydrated();
      },
    };
  });
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

function Hydrated({ name }: { name: string }) {
  const parts = useContext(PartsContext);
  useEffect(() => parts?.hydrated(name), [parts, name]);
  return null;
}

/** One part of the page in a Suspense boundary of its own (see above). */
export function HydrationPart({
  name,
  fallback = null,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated name={name} />
    </Suspense>
  );
}
