import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import type { AuthService } from '#server/modules/auth/auth.service.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

export interface AccountModuleDeps {
  database: Database;
  auth: AuthService;
}

/**
 * The account module as the app sees it (issue 24 §1, §4; decision 0092): profile, sessions, the
 * LGPD export and deletion, worked through the auth service's account rows.
 */
export async function accountModule(app: FastifyInstance, deps: AccountModuleDeps): Promise<void> {
  const account = createAccountService(deps);
  await app.register(accountRoutes, { account, auth: deps.auth });
}
