import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { assessmentCategories } from '#shared/tools/assessment.ts';
import { automationAreaIds } from '#shared/tools/automation-finder.ts';
import { allPages } from '#shared/routes.ts';
import { e2ePort } from '../playwright.config.ts';
import { expect, gotoHydrated } from './fixtures.ts';
import { grantAdmin, localePrefix, localeText, type Locale } from './layout-support.ts';
import { authenticatorCode, enrolAuthenticator, registerByApi, strongPassword } from './support.ts';

/**
 * The tour of every page the phone and screenshot journeys walk (issue 14 §4, "Done when"): the
 * public pages from the page registry (src/shared/routes.ts) in a language, the private ones as a
 * client and as an admin, the not-found page, and the three tools' result screens, which are the
 * widest things the site draws.
 */
export type Who = 'visitor' | 'client' | 'admin';

export interface Stop {
  /** File-name friendly name of the stop. */
  name: string;
  path: string;
  /** A tool result screen: the tool's stored work (decision 0010) opens it on its result view. */
  result?: ToolResult;
  /** Its HTML is written at build time, complete before any script runs. */
  prerendered?: boolean;
}

type ToolResult = 'assessment' | 'automation' | 'calculator';

const slug = (path: string) => path.replace(/^\//, '').replaceAll('/', '_') || 'home';

/** Public pages in `locale`, plus the not-found page. */
export function publicStops(locale: Locale): Stop[] {
  const prefix = localePrefix[locale];
  const stops = allPages
    .filter((p) => p.access === 'public')
    // Unprefixed pages (the /design showcase) are one address for every language.
    .filter((p) => p.localized || locale === 'pt-BR')
    .map((p) => ({
      name: slug(p.path),
      path: p.localized ? `${prefix}${p.path === '/' ? '' : p.path}` || '/' : p.path,
      prerendered: p.prerender,
    }));
  return [...stops, { name: 'not-found', path: `${prefix}/pagina-que-nao-existe` }];
}

/** The signed-in pages `who` may open (a client also sees the access-denied page of /admin). */
export function privateStops(who: Exclude<Who, 'visitor'>): Stop[] {
  const pages = allPages
    .filter((p) => p.access !== 'public')
    .map((p) => ({ name: slug(p.path), path: p.path }));
  const results: Stop[] = (['assessment', 'automation', 'calculator'] as const).map((tool) => ({
    name: `dashboard_${tool}_result`,
    path: `/dashboard/${tool}`,
    result: tool,
  }));
  return [
    ...pages.map((p) =>
      who === 'client' && p.path === '/admin' ? { ...p, name: 'admin_denied' } : p,
    ),
    ...results,
  ];
}

interface Person {
  email: string;
  fullName: string;
  /** The admin's authenticator secret: administrators sign in with a code (decision 0029). */
  secret?: string;
}

const people: Partial<Record<Exclude<Who, 'visitor'>, Person>> = {};

/**
 * Each role's session cookies once signed in. An admin signs in with a one-time code and each
 * 30 s step is accepted once (decision 0077), so signing in again for every context made each
 * further admin context wait up to 30 s for the next step; the screenshot journeys alone open nine.
 */
const sessions: Partial<Record<Exclude<Who, 'visitor'>, Cookie[]>> = {};

/**
 * Signs `who` in within `context` (one account per role and run; its session is reused by later
 * contexts while the server still knows it) and saves `locale` as the visitor's language, which
 * the unprefixed private pages follow.
 */
export async function signIn(
  context: BrowserContext,
  who: Exclude<Who, 'visitor'>,
  locale: Locale,
): Promise<void> {
  const languageCookie = { name: 'user-locale', value: locale, url: `http://localhost:${e2ePort}` };
  const saved = sessions[who];
  if (saved) {
    await context.addCookies(saved);
    const session = await context.request.get('/api/session');
    const body = (await session.json()) as { user: unknown };
    if (body.user) {
      await context.addCookies([languageCookie]);
      return;
    }
    await context.clearCookies();
  }
  let person = people[who];
  if (!person) {
    person = await registerByApi(
      context.request,
      who === 'admin' ? 'Renata Figueiredo Albuquerque' : 'Ana Maria Souza',
    );
    if (who === 'admin') {
      grantAdmin(person.email);
      person = { ...person, secret: (await enrolAuthenticator(context.request)).secret };
    }
    people[who] = person;
  }
  const answer = await context.request.post('/api/login', {
    data: { email: person.email, password: strongPassword },
  });
  expect(answer.status()).toBe(200);
  if (person.secret) {
    expect(await answer.json()).toEqual({ twoFactorRequired: true });
    const code = await context.request.post('/api/login/two-factor', {
      data: { code: await authenticatorCode(person.secret) },
    });
    expect(code.status()).toBe(200);
  }
  sessions[who] = await context.cookies();
  await context.addCookies([languageCookie]);
}

const resultHeading: Record<ToolResult, string> = {
  assessment: 'assessment.results.heading',
  automation: 'automation.results.heading',
  calculator: 'calculator.results.title',
};

/** A complete piece of work per tool, as the tools store it, so the page opens on its results. */
function storedResult(tool: ToolResult): unknown {
  switch (tool) {
    case 'assessment':
      return {
        index: assessmentCategories.length - 1,
        answers: Object.fromEntries(assessmentCategories.map((c, i) => [c, 'abcde'[i % 5]])),
        showResults: true,
      };
    case 'automation':
      return {
        step: 3,
        areas: [...automationAreaIds],
        answers: { companySize: 'medium', manualArea: 'operations', mainPain: 'scaling' },
      };
    case 'calculator':
      return {
        companySize: 'large',
        // Large figures: the widest numbers the result cards must hold on a phone.
        teamSize: '12500',
        hourlyRate: '1250,75',
        selectedSolutions: ['chatbot', 'automation', 'analytics', 'document_processing'],
        urgency: 'urgent',
        view: 'results',
      };
  }
}

/**
 * Opens a stop and waits until its content is drawn: the app hydrated (unless `hydrated: false`
 * on a prerendered page, as a visitor first sees it) and an h1 visible.
 */
export async function visit(
  page: Page,
  stop: Stop,
  locale: Locale,
  { hydrated = true }: { hydrated?: boolean } = {},
): Promise<void> {
  if (stop.result) {
    const user = await page.request.get('/api/user');
    expect(user.status()).toBe(200);
    const { id } = (await user.json()) as { id: string };
    const key = `nexus:${stop.result}:${id}`;
    const value = JSON.stringify(storedResult(stop.result));
    await page.goto('/robots.txt');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
  }
  // A prerendered page is drawn by its HTML; waiting for the app only matters where it renders.
  if (hydrated || !stop.prerendered) await gotoHydrated(page, stop.path);
  else await page.goto(stop.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // The page in the language under test, not a first paint in another one (lib/i18n.ts).
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  if (stop.result) {
    // The result screen, not the tool's first step.
    const heading = localeText(locale, 'dashboard', resultHeading[stop.result]);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  // Web fonts change line breaks and widths: measure and draw with the final text.
  await page.evaluate(() => document.fonts.ready);
}

/** Elements whose right edge passes the viewport: named so a failure says what to fix. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Inside a box that fits and scrolls or clips on its own (a tab row): not the page's width.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if (overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 0.5) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 3).join('.')}`;
      found.push(`${name} → ${Math.round(box.right)} px`);
      if (found.length === 3) break;
    }
    return found;
  });
}
