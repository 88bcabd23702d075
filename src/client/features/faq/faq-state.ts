/**
 * The FAQ page's state (spec 02 §4): the selected category and the open items, tracked by their
 * position in the list currently shown. Pure, so the rules below are tested without a browser.
 */

/** Item categories of spec 02 §2, in the order the filter buttons show them. */
export const faqCategories = [
  'general',
  'technology',
  'process',
  'business',
  'security',
  'getting-started',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** 'all' comes first and is selected at start (spec 02 §2). */
export const faqFilters = ['all', ...faqCategories] as const;
export type FaqFilter = (typeof faqFilters)[number];

export interface FaqState {
  filter: FaqFilter;
  /** Positions (0-based) in the shown list of the items that are open, ascending. */
  open: readonly number[];
}

export type FaqAction =
  | { type: 'filter'; filter: FaqFilter }
  | { type: 'toggle'; position: number }
  /**
   * What the page's `<details>` now shows (decision 0085): the platform toggles it, the state
   * follows, so repeating it changes nothing (the browser also reports a change the app made).
   */
  | { type: 'set'; position: number; open: boolean };

export const initialFaqState: FaqState = { filter: 'all', open: [] };

/** The items a filter shows, in their original order; 'all' shows every item. */
export function visibleItems<T extends { category: string }>(
  items: readonly T[],
  filter: FaqFilter,
): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

export function faqReducer(state: FaqState, action: FaqAction): FaqState {
  switch (action.type) {
    case 'filter':
      // Positions belong to the list they were opened in: carried over to another category they
      // would open questions the visitor never chose (decision 0024), so a new list starts closed.
      // Pressing the selected category again changes nothing.
      return action.filter === state.filter ? state : { filter: action.filter, open: [] };
    case 'toggle':
      return setOpen(state, action.position, !state.open.includes(action.position));
    case 'set':
      return setOpen(state, action.position, action.open);
  }
}

function setOpen(state: FaqState, position: number, open: boolean): FaqState {
  if (!Number.isInteger(position) || position < 0) return state;
  if (state.open.includes(position) === open) return state;
  return {
    ...state,
    open: open
      ? [...state.open, position].sort((a, b) => a - b)
      : state.open.filter((p) => p !== position),
  };
}

/** Icons of the quick-answer cards (spec 02 §2); any other category gets the default one. */
export const quickAnswerIcons = ['pricing', 'timeline', 'technology', 'experience'] as const;
export type QuickAnswerIcon = (typeof quickAnswerIcons)[number] | 'default';

function hasOwnIcon(category: string): category is (typeof quickAnswerIcons)[number] {
  return (quickAnswerIcons as readonly string[]).includes(category);
}

export function quickAnswerIcon(category: string): QuickAnswerIcon {
  return hasOwnIcon(category) ? category : 'default';
}
