// The template library of spec 02 §2–§3 and issue 16: ids, categories and, for the six built-in
// templates only, the spec's rating and download count (decision 0055). Titles, descriptions and
// prompts are translations (templates.json, items.<id>.*), loaded only by /dashboard/templates.

export const templateCategoryIds = ['sales', 'marketing', 'support', 'ecommerce'] as const;
export type TemplateCategoryId = (typeof templateCategoryIds)[number];
export const defaultTemplateCategory: TemplateCategoryId = 'sales';

/** The spec's six (spec 02 §3), first in the catalogue. */
const specTemplateIds = [
  'cold_outreach',
  'discovery_call',
  'social_calendar',
  'seo_article',
  'support_reply',
  'product_description',
] as const;

/** The library of issue 16 by category, each in display order. */
const libraryTemplateIds = {
  sales: [
    'whatsapp_followup',
    'commercial_proposal',
    'objection_handling',
    'linkedin_outreach',
    'prospecting_cadence',
    'cold_call_script',
    'lead_reactivation',
    'price_adjustment',
    'meeting_recap',
    'competitor_battlecard',
    'referral_request',
    'quote_reply',
    'ideal_customer_profile',
  ],
  marketing: [
    'short_video_script',
    'email_newsletter',
    'google_ads',
    'meta_ads',
    'landing_page',
    'seasonal_campaign',
    'buyer_persona',
    'case_study',
    'whatsapp_campaign',
    'google_business_profile',
    'press_release',
    'influencer_brief',
    'brand_voice',
  ],
  support: [
    'reclame_aqui_reply',
    'whatsapp_quick_replies',
    'knowledge_base_article',
    'chatbot_flow',
    'delivery_delay',
    'cancellation_refund',
    'lgpd_request',
    'nps_followup',
    'ticket_handoff',
    'reply_review',
    'incident_notice',
    'agent_roleplay',
    'ticket_triage',
    'billing_dispute',
  ],
  ecommerce: [
    'marketplace_listing',
    'abandoned_cart',
    'pending_payment',
    'review_reply',
    'returns_policy',
    'shipping_policy',
    'category_page',
    'post_purchase',
    'promotion_plan',
    'buyer_questions',
    'product_bundle',
    'catalog_sheet',
    'back_in_stock',
    'product_comparison',
  ],
} as const satisfies Record<TemplateCategoryId, readonly string[]>;

/** Catalogue order is display order: the spec's six first, then the library by category. */
export const promptTemplateIds = [
  ...specTemplateIds,
  ...libraryTemplateIds.sales,
  ...libraryTemplateIds.marketing,
  ...libraryTemplateIds.support,
  ...libraryTemplateIds.ecommerce,
] as const;
export type PromptTemplateId = (typeof promptTemplateIds)[number];

/** The spec's static figures (spec 02 §3); new templates have none (decision 0055). */
export interface TemplateStats {
  /** Out of 5; the spec fixes the range 4.5 to 4.9. */
  rating: number;
  /** Static download count (spec 02 §3: between 445 and 1,203). */
  downloads: number;
}

export interface PromptTemplate {
  id: PromptTemplateId;
  category: TemplateCategoryId;
  stats?: TemplateStats;
}

const builtIn = (
  id: PromptTemplateId,
  category: TemplateCategoryId,
  rating: number,
  downloads: number,
): PromptTemplate => ({ id, category, stats: { rating, downloads } });

const inCategory = (category: TemplateCategoryId, ids: readonly PromptTemplateId[]) =>
  ids.map((id): PromptTemplate => ({ id, category }));

export const promptTemplates: readonly PromptTemplate[] = [
  // Two sales, two marketing, one support, one e-commerce (spec 02 §3).
  builtIn('cold_outreach', 'sales', 4.8, 1203),
  builtIn('discovery_call', 'sales', 4.6, 876),
  builtIn('social_calendar', 'marketing', 4.7, 945),
  builtIn('seo_article', 'marketing', 4.5, 654),
  builtIn('support_reply', 'support', 4.9, 1087),
  builtIn('product_description', 'ecommerce', 4.6, 445),
  ...templateCategoryIds.flatMap((category) => inCategory(category, libraryTemplateIds[category])),
];

export function templatesInCategory(category: TemplateCategoryId): PromptTemplate[] {
  return promptTemplates.filter((t) => t.category === category);
}

export function findTemplate(id: string | null | undefined): PromptTemplate | undefined {
  return promptTemplates.find((t) => t.id === id);
}

export function isTemplateCategoryId(value: unknown): value is TemplateCategoryId {
  return typeof value === 'string' && (templateCategoryIds as readonly string[]).includes(value);
}

/** Characters of the prompt shown on a card (spec 02 §9). */
export const promptPreviewLength = 200;

/** The first 200 characters, with an ellipsis when the prompt goes on. */
export function promptPreview(prompt: string): string {
  const chars = Array.from(prompt);
  return chars.length <= promptPreviewLength
    ? prompt
    : `${chars.slice(0, promptPreviewLength).join('')}...`;
}
