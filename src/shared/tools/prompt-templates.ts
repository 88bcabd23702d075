// Built-in prompt templates of spec 02 §3: ids, category, rating and download count. Titles,
// descriptions and prompts are translations (dashboard.json, templates.items.<id>.*).

export const templateCategoryIds = ['sales', 'marketing', 'support', 'ecommerce'] as const;
export type TemplateCategoryId = (typeof templateCategoryIds)[number];
export const defaultTemplateCategory: TemplateCategoryId = 'sales';

export const promptTemplateIds = [
  'cold_outreach',
  'discovery_call',
  'social_calendar',
  'seo_article',
  'support_reply',
  'product_description',
] as const;
export type PromptTemplateId = (typeof promptTemplateIds)[number];

export interface PromptTemplate {
  id: PromptTemplateId;
  category: TemplateCategoryId;
  /** Out of 5; the spec fixes the range 4.5 to 4.9. */
  rating: number;
  /** Static download count (spec 02 §3: between 445 and 1,203). */
  downloads: number;
}

/** Two sales, two marketing, one support, one e-commerce (spec 02 §3). */
export const promptTemplates: readonly PromptTemplate[] = [
  { id: 'cold_outreach', category: 'sales', rating: 4.8, downloads: 1203 },
  { id: 'discovery_call', category: 'sales', rating: 4.6, downloads: 876 },
  { id: 'social_calendar', category: 'marketing', rating: 4.7, downloads: 945 },
  { id: 'seo_article', category: 'marketing', rating: 4.5, downloads: 654 },
  { id: 'support_reply', category: 'support', rating: 4.9, downloads: 1087 },
  { id: 'product_description', category: 'ecommerce', rating: 4.6, downloads: 445 },
];

export function templatesInCategory(category: TemplateCategoryId): PromptTemplate[] {
  return promptTemplates.filter((t) => t.category === category);
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
