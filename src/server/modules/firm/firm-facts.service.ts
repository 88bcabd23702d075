import type { Kysely } from 'kysely';
import { printedPhone } from '#shared/firm/firm-fact-defaults.ts';
import {
  factsAtDefault,
  firmFactKeys,
  isDefaultFact,
  type FirmFactKey,
  type FirmFacts,
  type FirmFactsAnswer,
} from '#shared/firm/firm-facts.ts';
import { firmFactDefaults } from '#shared/firm/firm-fact-defaults.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';

/**
 * The firm's facts as settings (issue 23 §3, decision 0093). A fact without a row is at its
 * default; saving a fact back to its default deletes its row, so "at default" has one meaning.
 * Every save is one transaction: the version check, the rows, the audit event and the public
 * pages' content version move together or not at all.
 */

/** Reads the stored facts over their defaults, for the desk, the pages, PDFs and mails. */
export async function readFirmFacts(db: Kysely<DB>): Promise<FirmFactsAnswer> {
  const [rows, state] = await Promise.all([
    db.selectFrom('firm_fact').select(['key', 'value_json']).execute(),
    db.selectFrom('firm_facts_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
  ]);
  const facts: Record<string, unknown> = { ...firmFactDefaults };
  const known = new Set<string>(firmFactKeys);
  // A row of a fact this code no longer has is ignored rather than served.
  for (const row of rows) if (known.has(row.key)) facts[row.key] = JSON.parse(row.value_json);
  const typed = facts as FirmFacts;
  return {
    facts: typed,
    atDefault: factsAtDefault(typed),
    version: Number(state.version),
    updatedAt: state.updated_at === null ? null : toIsoString(state.updated_at),
    updatedBy:
      state.updated_by === null
        ? null
        : { id: state.updated_by, name: state.updated_by_name ?? '' },
  };
}

export type SaveFirmFactsResult =
  | { ok: true; answer: FirmFactsAnswer; changed: FirmFactKey[] }
  | { ok: false; reason: 'stale'; current: FirmFactsAnswer };

export async function saveFirmFacts(
  db: Kysely<DB>,
  input: { actor: { id: string; name: string }; version: number; facts: FirmFacts; at?: Date },
): Promise<SaveFirmFactsResult> {
  const at = (input.at ?? new Date()).toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    const before = await readFirmFacts(trx);
    if (before.version !== input.version) return { stale: true as const };
    const changed = firmFactKeys.filter(
      (key) => JSON.stringify(before.facts[key]) !== JSON.stringify(input.facts[key]),
    );
    // Nothing to record: the version stays, so the desk's next save is not refused.
    if (changed.length === 0) return { stale: false as const, changed };
    // The compare-and-set: two saves read the same version, only one moves it.
    const moved = await trx
      .updateTable('firm_facts_state')
      .set({
        version: input.version + 1,
        updated_by: input.actor.id,
        updated_by_name: input.actor.name,
        updated_at: at,
      })
      .where('id', '=', 1)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { stale: true as const };
    for (const key of changed) {
      await trx.deleteFrom('firm_fact').where('key', '=', key).execute();
      if (!isDefaultFact(key, input.facts[key])) {
        await trx
          .insertInto('firm_fact')
          .values({
            key,
            value_json: JSON.stringify(input.facts[key]),
            updated_by: input.actor.id,
            updated_at: at,
          })
          .execute();
      }
    }
    await trx
      .updateTable('content_version')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    // Public facts only (no personal data): the trail shows what each fact was and became.
    await recordAuditEvent(trx, {
      actorId: input.actor.id,
      action: 'firm.facts_changed',
      subject: 'firm',
      details: {
        version: input.version + 1,
        changes: Object.fromEntries(
          changed.map((key) => [key, { from: before.facts[key], to: input.facts[key] }]),
        ),
      },
      at: new Date(at),
    });
    return { stale: false as const, changed };
  });
  const answer = await readFirmFacts(db);
  if (outcome.stale) return { ok: false, reason: 'stale', current: answer };
  return { ok: true, answer, changed: outcome.changed };
}

/** The public pages' version (decision 0094): every instance polls it. */
export async function readContentVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('content_version')
    .select('value')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * The facts the public pages are rendered with (decision 0094), or undefined while every fact is
 * at its default: the build's own pages carry exactly those.
 */
export async function storedFactsForPages(db: Kysely<DB>): Promise<FirmFacts | undefined> {
  const { facts, atDefault } = await readFirmFacts(db);
  return atDefault.length === firmFactKeys.length ? undefined : facts;
}

/**
 * The firm's contacts as the mails and files print them (issue 23 §3: "mails read them"): the
 * lead confirmation (modules/leads/lead-confirmation.ts) and the account export's controller
 * (modules/account/account-export.ts), read when each is written.
 */
export async function firmContactForMail(
  db: Kysely<DB>,
): Promise<{ email: string; phone: string; dataProtectionEmail: string; legalName: string }> {
  const { facts } = await readFirmFacts(db);
  return {
    email: facts.email,
    phone: printedPhone(facts.phone),
    dataProtectionEmail: facts.dataProtectionEmail,
    legalName: facts.legalName,
  };
}
