import type { Kysely } from 'kysely';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { isCollectionName } from '#shared/content/collection-names.ts';
import type { ContentCalendar } from '#shared/content/content-answers.ts';
import { judgeSchedule, type ScheduleFieldErrors } from '#shared/content/content-schedule.ts';
import { isSupportedLocale } from '#shared/i18n/locales.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import {
  audit,
  changeAtVersion,
  movePublication,
  moveTranslation,
  type Actor,
  type ChangeResult,
  type Ref,
} from './content.service.ts';
import { parseFields, titleOf } from './content-read.service.ts';

/**
 * Scheduled publishing (issue 23 §5, decision 0122). The desk sets, per translation, when it is
 * published and/or unpublished (`publish_at`, `unpublish_at`, migration 013). A periodic job on
 * every instance carries out what is due: each flip is a compare-and-set on the row's version, so
 * among several instances on one PostgreSQL exactly one makes it (the others update no row and
 * record nothing), in one transaction with its audit event and the content version that makes
 * every instance render the pages again (decision 0094).
 */

/**
 * Sets or clears a translation's schedule; a stale version is the usual 409. The times are judged
 * at `at` (the clock; now unless a test passes one): a time past or an unpublish before the
 * publish is refused with the message key per field, before anything is read.
 */
export async function setSchedule(
  db: Kysely<DB>,
  input: Ref & {
    actor: Actor;
    version: number;
    publishAt: Date | null;
    unpublishAt: Date | null;
    at?: Date;
  },
): Promise<ChangeResult | { ok: false; reason: 'invalid'; fieldErrors: ScheduleFieldErrors }> {
  const clock = input.at ?? new Date();
  const fieldErrors = judgeSchedule(input, clock);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: 'invalid', fieldErrors };
  const at = clock.toISOString();
  return changeAtVersion(db, input, async (trx, ref, current) => {
    const times = {
      publish_at: input.publishAt?.toISOString() ?? null,
      unpublish_at: input.unpublishAt?.toISOString() ?? null,
    };
    if (!(await moveTranslation(trx, current, times, at, input.actor))) return { kind: 'stale' };
    await audit(
      trx,
      'content.scheduled',
      ref,
      input.actor,
      {
        publishAt: input.publishAt?.toISOString() ?? null,
        unpublishAt: input.unpublishAt?.toISOString() ?? null,
      },
      at,
    );
    return { kind: 'done', publicChange: false };
  });
}

/**
 * Carries out every publish and unpublish due at `now`: returns how many this call made (0 when
 * another instance made them first). A publish due together with a later unpublish publishes; an
 * unpublish due is carried out after any publish due, so a window already past ends unpublished.
 */
export async function runDueSchedules(db: Kysely<DB>, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('content_translation')
    .select(['entry_id', 'locale', 'collection', 'version', 'publish_at', 'unpublish_at'])
    .where((eb) => eb.or([eb('publish_at', '<=', at), eb('unpublish_at', '<=', at)]))
    .orderBy('entry_id')
    .orderBy('locale')
    .execute();
  let made = 0;
  for (const row of due) {
    for (const publish of [true, false]) {
      const when = publish ? row.publish_at : row.unpublish_at;
      if (when === null || toIsoString(when) > at) continue;
      if (await flip(db, row.entry_id, row.locale, publish, at)) made++;
    }
  }
  return made;
}

/** One flip, or nothing when the row moved since it was read (another instance, an editor). */
async function flip(
  db: Kysely<DB>,
  entryId: number,
  locale: string,
  publish: boolean,
  at: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('content_translation')
      .selectAll()
      .where('entry_id', '=', entryId)
      .where('locale', '=', locale)
      .executeTakeFirst();
    const when = publish ? current?.publish_at : current?.unpublish_at;
    if (!current || when === null || when === undefined || toIsoString(when) > at) return false;
    if (!(await movePublication(trx, current, publish, at))) return false;
    // The scheduler is no person: the event names none, and says it was the schedule.
    await recordAuditEvent(trx, {
      actorId: null,
      action: publish ? 'content.published' : 'content.unpublished',
      subject: `content:${entryId}`,
      details: {
        collection: current.collection,
        locale,
        revision: current.revision,
        slug: current.slug,
        scheduled: true,
      },
      at: new Date(at),
    });
    return true;
  });
}

/**
 * The desk's calendar (issue 23 §5, decision 0132): every publish and unpublish still to be
 * carried out, each its own item (a translation with both shows twice), the soonest first, with
 * the title its translation has now.
 */
export async function scheduledItems(db: Kysely<DB>): Promise<ContentCalendar> {
  const rows = await db
    .selectFrom('content_translation')
    .select(['entry_id', 'locale', 'collection', 'fields_json', 'publish_at', 'unpublish_at'])
    .where((eb) => eb.or([eb('publish_at', 'is not', null), eb('unpublish_at', 'is not', null)]))
    .execute();
  const items: ContentCalendar['items'] = [];
  for (const row of rows) {
    if (!isCollectionName(row.collection) || !isSupportedLocale(row.locale)) continue;
    const title = titleOf(row.collection, parseFields(row.fields_json));
    for (const [action, when] of [
      ['publish', row.publish_at],
      ['unpublish', row.unpublish_at],
    ] as const) {
      if (when === null) continue;
      items.push({
        collection: row.collection,
        entryId: row.entry_id,
        locale: row.locale,
        title,
        action,
        at: toIsoString(when),
      });
    }
  }
  items.sort((a, b) => a.at.localeCompare(b.at) || a.entryId - b.entryId);
  return { items };
}
