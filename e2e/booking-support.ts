import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { e2eDataDir } from '../playwright.config.ts';
import { expect } from './fixtures.ts';
import { registerByApi, uniqueEmail } from './support.ts';

/**
 * What the booking journeys share (issue 25 §2): a consultant made as an operator makes one (the
 * admin CLI), and the invitation a booking mails, read from the outbox as a calendar reads it.
 */

let consultant: string | undefined;

/** One consultant for the run: an account made admin, then consultant, by the real CLI. */
export async function ensureConsultant(request: APIRequestContext): Promise<string> {
  if (consultant) return consultant;
  const { email } = await registerByApi(request, 'Carla Consultora', uniqueEmail('consultora'));
  for (const args of [
    ['grant', email],
    ['consultant', email],
  ]) {
    const run = spawnSync(process.execPath, ['scripts/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: e2eDataDir },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
  }
  await request.post('/api/logout');
  consultant = email;
  return email;
}

/** The radio inputs of the slot picker, once it has loaded. */
export function slotRadios(page: Page) {
  return page.locator('input[type="radio"][data-slot-start]');
}

function calendarPart(raw: string): string | undefined {
  const text = raw.replace(/\r\n/g, '\n');
  for (const chunk of text.split(/\n--[^\n]+\n/)) {
    const split = chunk.indexOf('\n\n');
    if (split === -1) continue;
    const head = chunk.slice(0, split);
    if (!/content-type:\s*(text\/calendar|application\/ics)/i.test(head)) continue;
    const body = chunk.slice(split + 2).split(/\n--/)[0] ?? '';
    return /content-transfer-encoding:\s*base64/i.test(head)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
  }
  return undefined;
}

/** The invitation mailed to `to`, parsed by ical.js (a well-kept iCalendar parser). */
export async function invitationTo(to: string): Promise<{ method: string; start: Date }> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let ics: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) =>
          f.endsWith('.eml'),
        );
        for (const file of files.sort().reverse()) {
          const raw = await readFile(path.join(outbox, file), 'utf8');
          // The server stores addresses lower-cased (the e-mail field's rule).
          if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
          ics = calendarPart(raw);
          if (ics) return true;
        }
        return false;
      },
      { timeout: 30_000, message: `an invitation to ${to} in the outbox` },
    )
    .toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(ics ?? ''));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    start: event.startDate.toJSDate(),
  };
}
