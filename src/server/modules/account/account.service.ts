import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountExport } from '#shared/schemas/account-export.ts';
import type { AccountProfile, AccountSession, UpdateProfileData } from '#shared/schemas/account.ts';
import type { Database } from '#server/db/database.ts';
import type { AuthService, DeletionResult } from '#server/modules/auth/auth.service.ts';
import { firmContactForMail } from '#server/modules/firm/firm-facts.service.ts';
import { anonymiseLeadsOf, leadsSentBy } from '#server/modules/leads/sender-leads.service.ts';
import type { SignedIn } from '#server/plugins/session.ts';
import { accountExport } from './account-export.ts';

/**
 * Account self-service (issue "Account self-service"; LGPD art. 18), moved out of the auth
 * service (issue 24 §4, decision 0092): profile, sessions, export and deletion. The rows are the
 * auth module's (Better Auth's tables), reached through `AuthService.accounts`; the leads the
 * person sent through the leads service. Every call acts on the signed-in account only.
 */
export interface AccountService {
  profile(userId: string): Promise<AccountProfile | undefined>;
  updateProfile(userId: string, input: UpdateProfileData): Promise<AccountProfile | undefined>;
  listSessions(signedIn: SignedIn): Promise<AccountSession[]>;
  revokeSession(userId: string, sessionId: string): Promise<boolean>;
  revokeOtherSessions(signedIn: SignedIn): Promise<number>;
  /** The export file, or undefined when the account was deleted meanwhile. */
  exportFor(signedIn: SignedIn, now: Date): Promise<AccountExport | undefined>;
  /**
   * Deletes the account after its password was checked, its leads anonymised in the same
   * transaction, and signs this browser out; `wrong-password` when the password was not right.
   */
  deleteAccount(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    password: string,
  ): Promise<DeletionResult | { ok: false; reason: 'wrong-password' }>;
}

export function createAccountService(deps: {
  database: Database;
  auth: Pick<AuthService, 'accounts' | 'verifyPassword' | 'signOut'>;
}): AccountService {
  const { database, auth } = deps;
  const { accounts } = auth;
  return {
    profile: (userId) => accounts.profile(userId),
    updateProfile: (userId, input) => accounts.updateProfile(userId, input),
    listSessions: ({ user, session }) => accounts.listSessions(user.id, session.id),
    revokeSession: (userId, sessionId) => accounts.revokeSession(userId, sessionId),
    revokeOtherSessions: ({ user, session }) => accounts.revokeOtherSessions(user.id, session.id),

    async exportFor({ user, session }, now) {
      const record = await accounts.record(user.id, session.id);
      if (!record) return undefined;
      // Leads are tied to the person only through a verified address (decision 0017).
      const leads = record.profile.emailVerified
        ? await leadsSentBy(database.db, record.profile.email)
        : undefined;
      return accountExport(record, leads, now, await firmContactForMail(database.db));
    },

    async deleteAccount(request, reply, userId, password) {
      if (!(await auth.verifyPassword(userId, password))) {
        return { ok: false, reason: 'wrong-password' };
      }
      const result = await accounts.delete(userId, (trx, person) =>
        person.emailVerified ? anonymiseLeadsOf(trx, person.email) : Promise.resolve(0),
      );
      // The session row is gone already; this only makes the browser forget the cookie.
      if (result.ok) await auth.signOut(request, reply);
      return result;
    },
  };
}
