import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firmFactDefaults } from '#shared/firm/firm-fact-defaults.ts';
import type { FirmFacts } from '#shared/firm/firm-facts.ts';
import { FirmFactsProvider } from '#client/lib/firm-facts.tsx';
import { formatAddress, OrganizationContact } from './legal-blocks.tsx';

/**
 * The legal pages name the firm by its stored facts (issue 23 §3): what the desk saved reaches the
 * page through the root's data (runtime prerendering, decision 0094), never the placeholders the
 * site shipped with.
 */
const stored: FirmFacts = {
  ...firmFactDefaults,
  legalName: 'Exemplo Consultoria Ltda.',
  email: 'contato@example.com',
  dataProtectionEmail: 'dpo@example.com',
  addressStreet: 'Rua do Exemplo, 10',
  addressLocality: 'Campinas',
  addressRegion: 'SP',
  addressPostalCode: '13010-000',
  cnpj: '12ABC34501DE35',
};
const labels = {
  company: 'Empresa',
  address: 'Endereço',
  email: 'E-mail',
  dpo: 'Encarregado',
  cnpj: 'CNPJ',
};

describe('OrganizationContact', () => {
  afterEach(cleanup);

  it('shows the stored facts', () => {
    render(
      <FirmFactsProvider facts={stored}>
        <OrganizationContact locale="pt-BR" labels={labels} />
      </FirmFactsProvider>,
    );
    // The CNPJ, given, is printed as people write it.
    expect(screen.getByText(/Exemplo Consultoria Ltda\./).textContent).toBe(
      'Exemplo Consultoria Ltda.CNPJ 12.ABC.345/01DE-35',
    );
    const mail = screen.getByRole('link', { name: 'contato@example.com' });
    expect(mail.getAttribute('href')).toBe('mailto:contato@example.com');
    const dpo = screen.getByRole('link', { name: 'dpo@example.com' });
    expect(dpo.getAttribute('href')).toBe('mailto:dpo@example.com');
    const address = screen.getByText(/Rua do Exemplo, 10/).closest('address');
    expect(address?.textContent).toBe('Rua do Exemplo, 10Campinas – SP, 13010-000Brasil');
    expect(document.body.textContent).not.toContain(firmFactDefaults.addressStreet);
    expect(document.body.textContent).not.toContain(firmFactDefaults.email);
  });

  it('falls back to the defaults without a provider (a unit render)', () => {
    render(<OrganizationContact locale="en" labels={labels} />);
    // No CNPJ until the firm gives one.
    expect(screen.getByText(firmFactDefaults.legalName).textContent).toBe(
      firmFactDefaults.legalName,
    );
    screen.getByText(/Brazil/);
  });
});

describe('formatAddress', () => {
  it.each([
    [stored, 'Rua do Exemplo, 10, Campinas – SP, 13010-000'],
    [firmFactDefaults, 'Av. Paulista, 1578, São Paulo – SP, 01310-200'],
  ])('writes the address on one line', (facts, line) => {
    expect(formatAddress(facts)).toBe(line);
  });
});
