/**
 * The editorial desk's collections (issue 23 §2), by name alone: the page registry lists them
 * without loading their schemas (zod stays out of the public pages' JavaScript).
 */
export const collectionNames = ['case-studies', 'insights', 'team', 'clients'] as const;
export type CollectionName = (typeof collectionNames)[number];

export function isCollectionName(value: unknown): value is CollectionName {
  return typeof value === 'string' && (collectionNames as readonly string[]).includes(value);
}
