/**
 * Facts about the consultancy (spec 01 §1), in one place for the footer, the demonstration page
 * and structured data. Contact channels are configuration: change them here.
 */
export const organization = {
  name: 'Nexus IA',
  legalName: 'Nexus IA Consultoria em Inteligência Artificial Ltda.',
  foundingYear: 2020,
  email: 'contato@nexusia.com.br',
  phone: '+55 11 4002-8922',
  phoneHref: 'tel:+551140028922',
  /**
   * Encarregado pelo tratamento de dados pessoais (LGPD art. 41): published by its channel on the
   * legal pages and footer. No person's name until one is really appointed (decision 0067).
   */
  dataProtectionOfficer: { email: 'privacidade@nexusia.com.br' },
  address: {
    street: 'Av. Paulista, 1578',
    locality: 'São Paulo',
    region: 'SP',
    postalCode: '01310-200',
    country: 'BR',
  },
  /** Service area: 50 000 m around São Paulo (spec 01 §1). */
  serviceArea: { latitude: -23.5505, longitude: -46.6333, radiusMeters: 50_000 },
  contactLanguages: ['Portuguese', 'English', 'Spanish'],
  currency: 'BRL',
  /** Knowledge topics for structured data (schema.org knowsAbout). */
  knowsAbout: [
    'Artificial intelligence',
    'Machine learning',
    'Process automation',
    'Predictive analytics',
    'Virtual assistants',
    'Large language models',
    'AI agents',
  ],
  social: {
    linkedin: 'https://www.linkedin.com/company/nexus-ia',
    x: 'https://x.com/nexusia',
    instagram: 'https://www.instagram.com/nexusia',
  },
} as const;
