import { describe, expect, it } from 'vitest';
import { firmFactDefaults } from '#shared/firm/firm-fact-defaults.ts';
import type { FirmFacts } from '#shared/firm/firm-facts.ts';
import { createRuntimePrerender } from './runtime-prerender.ts';

/**
 * The content version read (decision 0094): a save calls `refresh()` right after its commit and
 * must see its own change, even when the poll's read began before that commit; and reads still
 * never pile up behind a slow database.
 */

const silentLog = {
  debug() {},
  info() {},
  warn() {},
  error() {},
} as unknown as Parameters<typeof createRuntimePrerender>[0]['log'];

function controlledVersion() {
  let stored = 1;
  const pending: Array<() => void> = [];
  return {
    commit: () => (stored += 1),
    reads: 0,
    /** Each read takes the stored version when it starts and answers when released. */
    read(this: { reads: number }): Promise<number> {
      this.reads += 1;
      const seen = stored;
      return new Promise((resolve) => pending.push(() => resolve(seen)));
    },
    releaseAll() {
      pending.splice(0).forEach((release) => release());
    },
    pendingCount: () => pending.length,
  };
}

const changedFacts: FirmFacts = { ...firmFactDefaults, legalName: 'Changed Ltda.' };

describe('the content version read', () => {
  it('reads again after a read that began before the caller’s commit', async () => {
    const version = controlledVersion();
    let factsRead = 0;
    const prerender = createRuntimePrerender({
      contentVersion: () => version.read(),
      facts: () => {
        factsRead += 1;
        return Promise.resolve(changedFacts);
      },
      log: silentLog,
      render: (pagePath, facts) => Promise.resolve(`${pagePath} ${facts.legalName}`),
    });
    const starting = prerender.start();
    version.releaseAll();
    await starting;
    prerender.stop();
    const generation = prerender.generation();

    const poll = prerender.refresh(); // the poll's read: sees version 1
    version.commit(); // a save commits version 2, then asks for a refresh
    let saved = false;
    const save = prerender.refresh().then(() => (saved = true));
    version.releaseAll(); // the poll's read answers 1
    await poll;
    await Promise.resolve();
    expect(saved).toBe(false);
    expect(version.pendingCount()).toBe(1); // one more read, begun after the commit
    version.releaseAll();
    await save;
    expect(prerender.generation()).toBe(generation + 1);
    expect(factsRead).toBe(2);
  });

  it('shares one queued read among every caller while a read is in flight', async () => {
    const version = controlledVersion();
    const prerender = createRuntimePrerender({
      contentVersion: () => version.read(),
      facts: () => Promise.resolve(undefined),
      log: silentLog,
      render: undefined,
    });
    const first = prerender.refresh();
    const waiting = [prerender.refresh(), prerender.refresh(), prerender.refresh()];
    expect(version.reads).toBe(1);
    version.releaseAll();
    await first;
    await Promise.resolve();
    version.releaseAll();
    await Promise.all(waiting);
    expect(version.reads).toBe(2);
  });
});
