/**
 * The three products (spec 01 §2, spec 02 §2): two have an external site opened in a new tab, the
 * automation agents are sold through a demonstration. The URLs are configuration.
 */
export const productIds = ['crypto', 'prompts', 'agents'] as const;
export type ProductId = (typeof productIds)[number];

export const productLinks: Record<ProductId, string | undefined> = {
  crypto: 'https://cripto.nexusia.com.br',
  prompts: 'https://prompts.nexusia.com.br',
  agents: undefined,
};
