import { describe, expect, it } from 'vitest';
import {
  faqFilters,
  faqReducer,
  initialFaqState,
  quickAnswerIcon,
  visibleItems,
  type FaqAction,
  type FaqState,
} from './faq-state.ts';

const items = [
  { question: 'q0', category: 'general' },
  { question: 'q1', category: 'security' },
  { question: 'q2', category: 'general' },
  { question: 'q3', category: 'getting-started' },
  { question: 'q4', category: 'security' },
];

describe('initial state', () => {
  it("starts on 'all' with nothing open, and 'all' is the first filter", () => {
    expect(initialFaqState).toEqual({ filter: 'all', open: [] });
    expect(faqFilters[0]).toBe('all');
  });
});

describe('visibleItems', () => {
  it.each([
    ['all', ['q0', 'q1', 'q2', 'q3', 'q4']],
    ['general', ['q0', 'q2']],
    ['security', ['q1', 'q4']],
    ['getting-started', ['q3']],
    ['business', []],
  ] as const)('%s shows %j in their original order', (filter, expected) => {
    expect(visibleItems(items, filter).map((i) => i.question)).toEqual(expected);
  });

  it('returns a new array, never the caller’s', () => {
    expect(visibleItems(items, 'all')).not.toBe(items);
  });
});

describe('faqReducer', () => {
  const run = (actions: FaqAction[], from: FaqState = initialFaqState) =>
    actions.reduce(faqReducer, from);
  const toggle = (position: number): FaqAction => ({ type: 'toggle', position });
  const filter = (f: FaqState['filter']): FaqAction => ({ type: 'filter', filter: f });

  it.each<[string, FaqAction[], FaqState]>([
    ['opening one item', [toggle(2)], { filter: 'all', open: [2] }],
    [
      'several open at once, kept ascending',
      [toggle(3), toggle(0), toggle(1)],
      { filter: 'all', open: [0, 1, 3] },
    ],
    [
      'a second click closes only that item',
      [toggle(0), toggle(3), toggle(0)],
      { filter: 'all', open: [3] },
    ],
    ['open, close, open again', [toggle(1), toggle(1), toggle(1)], { filter: 'all', open: [1] }],
    [
      'a category starts with every item closed',
      [toggle(0), toggle(2), filter('security')],
      { filter: 'security', open: [] },
    ],
    [
      'positions then refer to the new list',
      [toggle(4), filter('security'), toggle(0)],
      { filter: 'security', open: [0] },
    ],
    [
      "back to 'all' starts closed too",
      [filter('general'), toggle(1), filter('all')],
      { filter: 'all', open: [] },
    ],
    [
      'pressing the selected category keeps what is open',
      [toggle(1), filter('all')],
      { filter: 'all', open: [1] },
    ],
    ['a negative position is ignored', [toggle(-1)], { filter: 'all', open: [] }],
    ['a fractional position is ignored', [toggle(1.5)], { filter: 'all', open: [] }],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions)).toEqual(expected);
  });

  it('returns the same state object when nothing changes', () => {
    const state: FaqState = { filter: 'process', open: [1] };
    expect(faqReducer(state, filter('process'))).toBe(state);
    expect(faqReducer(state, toggle(-2))).toBe(state);
    expect(faqReducer(state, set(1, true))).toBe(state);
    expect(faqReducer(state, set(0, false))).toBe(state);
  });

  // The page's <details> toggles itself and reports what it shows (decision 0085).
  const set = (position: number, open: boolean): FaqAction => ({ type: 'set', position, open });
  it.each<[string, FaqAction[], FaqState]>([
    ['a question opened', [set(2, true)], { filter: 'all', open: [2] }],
    ['reported twice, open once', [set(2, true), set(2, true)], { filter: 'all', open: [2] }],
    ['several, kept ascending', [set(3, true), set(0, true)], { filter: 'all', open: [0, 3] }],
    ['closed again', [set(3, true), set(0, true), set(3, false)], { filter: 'all', open: [0] }],
    [
      'the close a filter change makes is reported after it: nothing changes',
      [set(2, true), filter('security'), set(2, false)],
      { filter: 'security', open: [] },
    ],
    ['a bad position is ignored', [set(-1, true), set(0.5, true)], { filter: 'all', open: [] }],
  ])('set: %s', (_name, actions, expected) => {
    expect(run(actions)).toEqual(expected);
  });
});

describe('quickAnswerIcon', () => {
  it.each([
    ['pricing', 'pricing'],
    ['timeline', 'timeline'],
    ['technology', 'technology'],
    ['experience', 'experience'],
    ['support', 'default'],
    ['', 'default'],
    ['Pricing', 'default'],
  ])('%j → %s', (category, icon) => {
    expect(quickAnswerIcon(category)).toBe(icon);
  });
});
