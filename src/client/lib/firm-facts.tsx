import { createContext, useContext, type ReactNode } from 'react';
import { firmFactDefaults } from '#shared/firm/firm-fact-defaults.ts';
import type { FirmFacts } from '#shared/firm/firm-facts.ts';

/**
 * The firm's facts for the components that show them (issue 23 §3: footer, demonstration page,
 * structured data, PDFs, figures). The root route's loader data carries them into every page
 * (root.tsx); a component rendered without that provider (a unit test) gets the defaults.
 */
const FirmFactsContext = createContext<FirmFacts>(firmFactDefaults);

export function FirmFactsProvider({ facts, children }: { facts: FirmFacts; children: ReactNode }) {
  return <FirmFactsContext value={facts}>{children}</FirmFactsContext>;
}

export function useFirmFacts(): FirmFacts {
  return useContext(FirmFactsContext);
}
