import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { keyTheEntry, restoreScript, swapScrollRestoration } from './scroll-restoration.ts';

// React Router 8.4's script, as its build writes it into build/client/index.html.
const routerScript = `<script>((storageKey, restoreKey) => {
		if (!window.history.state || !window.history.state.key) {
			let key = Math.random().toString(32).slice(2);
			window.history.replaceState({ key }, "");
		}
		try {
			let storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];
			if (typeof storedY === "number") window.scrollTo(0, storedY);
		} catch (error) {
			console.error(error);
			sessionStorage.removeItem(storageKey);
		}
	})("react-router-scroll-positions", null)</script>`;
const page = (script: string) =>
  `<html><body><main>Oi</main>${script}<script>window.__reactRouterContext = {};</script></body></html>`;

describe('swapScrollRestoration (decision 0171)', () => {
  it("replaces React Router's script and nothing else, once", () => {
    const swapped = swapScrollRestoration(page(routerScript));
    expect(swapped).toBe(
      page(`<script>${restoreScript('"react-router-scroll-positions"', 'null')}</script>`),
    );
    expect(swapScrollRestoration(swapped)).toBe(swapped);
  });

  it('leaves a page without the script alone', () => {
    expect(swapScrollRestoration(page(''))).toBe(page(''));
  });

  it('fails the build when React Router changes its script, instead of keeping its cost unseen', () => {
    const changed = routerScript.replace('("react-router-scroll-positions", null)', '(key, null)');
    expect(() => swapScrollRestoration(page(changed))).toThrow(/changed shape/);
  });
});

/** Runs the script against a history entry and a session storage, recording what it touched. */
function run(state: unknown, stored: string | null, restoreKey = 'null') {
  const calls: string[] = [];
  const timers: (() => void)[] = [];
  const history = {
    state,
    replaceState(next: unknown) {
      calls.push(`replaceState ${JSON.stringify(Object.keys(next as object))}`);
      history.state = next;
    },
  };
  const context = {
    history,
    sessionStorage: {
      getItem: (key: string) => (calls.push(`getItem ${key}`), stored),
      removeItem: (key: string) => calls.push(`removeItem ${key}`),
    },
    scrollTo: (x: number, y: number) => calls.push(`scrollTo ${x},${y}`),
    setTimeout: (f: () => void) => timers.push(f),
    console: { error: () => calls.push('console.error') },
    JSON,
    Math,
  };
  runInNewContext(restoreScript('"positions"', restoreKey), context);
  const duringParse = [...calls];
  for (const timer of timers) timer();
  return { duringParse, after: calls.slice(duringParse.length) };
}

describe('the script (decision 0171)', () => {
  it.each([
    {
      why: 'a first visit touches nothing while parsing; the key comes in a task of its own',
      state: null,
      stored: null,
      duringParse: [],
      after: ['replaceState ["key"]'],
    },
    {
      why: 'an entry without a key is keyed the same way',
      state: { idx: 0 },
      stored: '{"abc":300}',
      duringParse: [],
      after: ['replaceState ["key"]'],
    },
    {
      why: 'a reload with a stored position scrolls there while parsing',
      state: { key: 'abc' },
      stored: '{"abc":1200}',
      duringParse: ['getItem positions', 'scrollTo 0,1200'],
      after: [],
    },
    {
      why: 'a keyed entry without a stored position stays at the top',
      state: { key: 'abc' },
      stored: '{"other":1200}',
      duringParse: ['getItem positions'],
      after: [],
    },
    {
      why: 'unreadable storage is cleared, as React Router does',
      state: { key: 'abc' },
      stored: '{not json',
      duringParse: ['getItem positions', 'console.error', 'removeItem positions'],
      after: [],
    },
  ])('$why', ({ state, stored, duringParse, after }) => {
    expect(run(state, stored)).toEqual({ duringParse, after });
  });

  it('a restore key given by the page is read even on a first visit', () => {
    expect(run(null, '{"page":40}', '"page"')).toEqual({
      duringParse: ['getItem positions', 'scrollTo 0,40'],
      after: ['replaceState ["key"]'],
    });
  });

  it('keyTheEntry leaves a keyed entry as it is', () => {
    const history = { state: { key: 'k', idx: 2 }, replaceState: () => expect.unreachable() };
    runInNewContext(keyTheEntry, { history, Math });
    expect(history.state).toEqual({ key: 'k', idx: 2 });
  });
});
