import { describe, expect, it } from 'vitest';
import { serviceCtaEvent } from './service-analytics.ts';

describe('serviceCtaEvent', () => {
  it.each([
    [
      'automacao-inteligente',
      'demo_request',
      { source: 'service', service: 'automacao-inteligente' },
    ],
    ['analise-preditiva', 'service_engagement', { service: 'analise-preditiva' }],
    ['assistentes-virtuais-ia', 'service_engagement', { service: 'assistentes-virtuais-ia' }],
    [
      'machine-learning-personalizado',
      'service_engagement',
      { service: 'machine-learning-personalizado' },
    ],
  ] as const)('%s records %s', (slug, name, params) => {
    expect(serviceCtaEvent(slug)).toEqual({ name, params });
  });
});
