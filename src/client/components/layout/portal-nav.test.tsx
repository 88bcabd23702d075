import { describe, expect, it } from 'vitest';
import { openingScroll, tabEdge, tabInSight } from './portal-nav.tsx';

describe('openingScroll: where the tab row scrolls to show the current tab', () => {
  const width = 1000;
  it.each([
    // the group's first tab's left, the current tab's left and width → scrollLeft
    {
      why: 'its group just past the fade when group and tab fit',
      group: 900,
      left: 1200,
      w: 160,
      to: 900 - tabEdge,
    },
    {
      why: 'the tab itself when its group is wider than the row',
      group: 100,
      left: 1300,
      w: 160,
      to: 1300 - tabEdge,
    },
    { why: 'never before the row’s start', group: 10, left: 10, w: 100, to: 0 },
    { why: 'the tab as its group’s first', group: 500, left: 500, w: 200, to: 500 - tabEdge },
    {
      why: 'a tab ending at the far fade still shows its group',
      group: 400,
      left: 1200,
      w: 88,
      to: 400 - tabEdge,
    },
    { why: 'one pixel more and the tab leads', group: 400, left: 1200, w: 89, to: 1200 - tabEdge },
  ])('$why', ({ group, left, w, to }) => {
    expect(openingScroll(width, group, { left, width: w })).toBe(to);
  });
});

describe('tabInSight: whole between the fades of the edges that have tabs past them', () => {
  const row = (scrollLeft: number) => ({ scrollLeft, clientWidth: 500, scrollWidth: 2000 });
  it.each([
    { why: 'at the unscrolled start, no fade', scroll: 0, left: 0, w: 100, whole: true },
    { why: 'under the end fade', scroll: 0, left: 400, w: 80, whole: false },
    { why: 'just before the end fade', scroll: 0, left: 364, w: 80, whole: true },
    { why: 'under the start fade once scrolled', scroll: 300, left: 320, w: 80, whole: false },
    { why: 'past the start fade once scrolled', scroll: 300, left: 356, w: 80, whole: true },
    { why: 'at the very end, no end fade', scroll: 1500, left: 1900, w: 100, whole: true },
    { why: 'wholly out of sight', scroll: 0, left: 1200, w: 80, whole: false },
  ])('$why', ({ scroll, left, w, whole }) => {
    expect(tabInSight(row(scroll), { left, width: w })).toBe(whole);
  });
});
