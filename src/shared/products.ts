/**
 * The three products of spec 01 §1 / spec 02 §2 "Products page", in display order, and where each
 * one's call to action leads: the crypto chat and the prompt tool have their own sites (opened in
 * a new tab); the workflow agents are sold through a demonstration. The addresses are
 * configuration: change them here.
 */
export const productIds = ['crypto', 'prompts', 'agents'] as const;
export type ProductId = (typeof productIds)[number];

export type ProductLink = { kind: 'external'; href: string } | { kind: 'demo' };

export const productLinks: Record<ProductId, ProductLink> = {
  crypto: { kind: 'external', href: 'https://cripto.nexusia.com.br' },
  prompts: { kind: 'external', href: 'https://prompts.nexusia.com.br' },
  agents: { kind: 'demo' },
};
