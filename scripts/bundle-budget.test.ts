import { describe, expect, it } from 'vitest';
import {
  budgets,
  inlineParts,
  inlineWeights,
  kindOf,
  overBudget,
  totals,
  transferred,
  type Fetched,
} from './bundle-budget.ts';

describe('kindOf', () => {
  it.each([
    ['script', '', 'js'],
    ['other', 'application/javascript; charset=utf-8', 'js'],
    ['fetch', 'text/javascript', 'js'],
    ['stylesheet', '', 'css'],
    ['other', 'text/css; charset=utf-8', 'css'],
    ['document', '', 'html'],
    // The service worker's precache fetches carry no resource type of their own.
    ['other', 'text/html; charset=utf-8', 'html'],
    ['image', 'image/svg+xml', 'other'],
    ['fetch', 'application/json', 'other'],
  ])('%s with %j is %s', (resourceType, contentType, kind) => {
    expect(kindOf(resourceType, contentType)).toBe(kind);
  });
});

describe('transferred', () => {
  it.each([
    ['a reported size', 200, 5120, {}, 5120],
    ['a response from the HTTP cache (negative report)', 200, -612, { 'content-length': '900' }, 0],
    ['a script fetched outside the log (0 reported)', 200, 0, { 'content-length': '1274' }, 1274],
    ['a 304 with nothing reported', 304, 0, { 'content-length': '1274' }, 0],
    ['nothing reported and no length', 200, 0, {}, 0],
  ])('%s', (_case, status, reported, headers, bytes) => {
    expect(transferred(status, reported, headers)).toBe(bytes);
  });
});

const fetched = (kind: Fetched['kind'], bytes: number, byServiceWorker = false): Fetched => ({
  url: `/x-${kind}-${bytes}`,
  kind,
  bytes,
  byServiceWorker,
});

describe('totals and overBudget', () => {
  it('adds the bytes of each kind, counting the service worker’s requests too', () => {
    const sum = totals([
      fetched('js', 1000),
      fetched('js', 500, true),
      fetched('css', 300),
      fetched('html', 2000, true),
      fetched('other', 10),
    ]);
    expect(sum).toEqual({
      js: 1500,
      css: 300,
      html: 2000,
      other: 10,
      appJs: 0,
      requests: 5,
      serviceWorkerRequests: 2,
    });
  });

  it('passes at the budget and fails one byte over, for JavaScript and CSS alike', () => {
    const at = totals([fetched('js', budgets.js), fetched('css', budgets.css)]);
    expect(overBudget('/', at)).toEqual([]);
    const over = totals([fetched('js', budgets.js + 1), fetched('css', budgets.css + 1)]);
    expect(overBudget('/', over)).toEqual([
      '/: JavaScript 90.0 KB > 90.0 KB',
      '/: CSS 15.0 KB > 15.0 KB',
    ]);
  });

  it('holds the app loaded at idle to its own budget, apart from the first view (decision 0084)', () => {
    const app = (bytes: number): Fetched => ({ ...fetched('js', bytes), app: true });
    const sum = totals([fetched('js', 2000), app(budgets.appJs), fetched('css', 100)]);
    expect(sum.js).toBe(2000);
    expect(sum.appJs).toBe(budgets.appJs);
    expect(overBudget('/', sum)).toEqual([]);
    expect(overBudget('/', totals([app(budgets.appJs + 1)]))).toEqual([
      '/: JavaScript of the app at idle 280.0 KB > 280.0 KB',
    ]);
  });

  it('never counts HTML or images against the budgets', () => {
    expect(overBudget('/', totals([fetched('html', 10 ** 6), fetched('other', 10 ** 6)]))).toEqual(
      [],
    );
  });
});

// Decision 0140: the stylesheet travels inside the page, so the budget reads the page's inline
// styles and scripts as the CSS and JavaScript they are.
describe('inline styles and scripts', () => {
  const page = `<html><head><style>h1{color:red}</style><link rel="stylesheet" href="/assets/root.css" disabled=""/><script type="application/ld+json">{"@type":"Thing"}</script><script>window.a=1</script></head><body><h1>Oi</h1><script type="module">import("/x.js")</script><script src="/y.js"></script></body></html>`;

  it('finds the styles and the scripts a browser runs, not JSON-LD or external scripts', () => {
    expect(inlineParts(page)).toEqual({
      css: 'h1{color:red}',
      js: 'window.a=1\nimport("/x.js")',
    });
  });

  it('weighs them compressed and never more than the document itself', () => {
    const weights = inlineWeights(page, 10_000);
    expect(weights.css).toBeGreaterThan(0);
    expect(weights.js).toBeGreaterThan(0);
    const capped = inlineWeights(page, 10);
    expect(capped.css + capped.js).toBeLessThanOrEqual(10);
  });

  it('counts a document’s inline CSS and JavaScript against the first view’s budgets', () => {
    const document: Fetched = {
      ...fetched('html', 40_000),
      inline: { css: budgets.css + 1, js: 2000 },
    };
    const sum = totals([document, fetched('js', 1000)]);
    expect(sum).toMatchObject({ html: 40_000 - budgets.css - 1 - 2000, css: budgets.css + 1 });
    expect(sum.js).toBe(3000);
    expect(overBudget('/', sum)).toEqual([`/: CSS ${(15_361 / 1024).toFixed(1)} KB > 15.0 KB`]);
  });
});
