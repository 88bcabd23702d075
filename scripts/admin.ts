import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import {
  listAccounts,
  resetTwoFactor,
  setRole,
  type AccountSummary,
} from '#server/modules/auth/admin-role.ts';
import { runAuthMigrations } from '#server/modules/auth/auth.ts';
import { consultantCommand } from '#server/modules/meetings/consultants-cli.ts';

/**
 * `npm run admin -- grant <email>` | `revoke <email>` | `grant-editor <email>` |
 * `revoke-editor <email>` | `list` | `reset-two-factor <email>`
 *   | `consultant <email> [--off]` | `consultant list` (issue 25 §1)
 * Works on the database the server uses (DATABASE_URL or DATA_DIR), even while it runs.
 */
const usage =
  'Usage: npm run admin -- grant <email> | revoke <email> | grant-editor <email> | ' +
  'revoke-editor <email> | list | reset-two-factor <email>' +
  ' | consultant <email> [--off] | consultant list';
const [command, email, ...rest] = process.argv.slice(2);

/** The role commands: which role, granted or revoked (issue 23 §1 adds the editor's). */
const roleCommands = {
  grant: { role: 'admin', granted: true },
  revoke: { role: 'admin', granted: false },
  'grant-editor': { role: 'editor', granted: true },
  'revoke-editor': { role: 'editor', granted: false },
} as const;
type RoleCommand = keyof typeof roleCommands;
const isRoleCommand = (name: string): name is RoleCommand => Object.hasOwn(roleCommands, name);

function roles(account: AccountSummary): string {
  return [account.isAdmin && 'administrator', account.isEditor && 'editor']
    .filter(Boolean)
    .join(', ');
}

async function run(): Promise<number> {
  if (
    !command ||
    !(
      isRoleCommand(command) ||
      command === 'list' ||
      command === 'reset-two-factor' ||
      command === 'consultant'
    ) ||
    (command !== 'list' && !email)
  ) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database, () => runAuthMigrations({ config, database }));
    if (command === 'consultant') {
      const outcome = await consultantCommand(database.db, [email ?? '', ...rest]);
      for (const line of outcome.out) console.log(line);
      for (const line of outcome.err) console.error(line);
      return outcome.code;
    }
    if (command === 'list') {
      const accounts = await listAccounts(database, true);
      if (accounts.length === 0)
        console.log('No administrators yet. Grant one with: npm run admin -- grant <email>');
      for (const a of accounts) {
        const unverified = a.emailVerified ? '' : '\t(e-mail not verified)';
        console.log(`${a.email}\t${a.fullName}\t${roles(a)}${unverified}`);
      }
      return 0;
    }
    if (command === 'reset-two-factor') {
      // Only after checking, out of band, that the request comes from the person (decision 0029).
      const reset = await resetTwoFactor(database, email ?? '');
      if (!reset) {
        console.error(`No account with the e-mail "${email}".`);
        return 1;
      }
      console.log(
        `${reset.email}: two-factor sign-in ${reset.wasEnabled ? 'turned off' : 'was not on'}; ` +
          `${reset.sessionsEnded} session(s) ended. The next sign-in is with the password alone; ` +
          'an administrator must enrol a new authenticator before the admin area opens.',
      );
      return 0;
    }
    const { role, granted } = roleCommands[command as RoleCommand];
    const account = await setRole(database, email ?? '', role, granted);
    if (!account) {
      console.error(
        `No account with the e-mail "${email}". The person must register first at /auth.`,
      );
      return 1;
    }
    // Anyone can register with any address: an unconfirmed one may not belong to this person
    // (issue "Account self-service" §2). The grant still happens; the operator decides.
    if (granted && !account.emailVerified) {
      console.warn(
        `Warning: ${account.email} has not verified its e-mail address yet, so it is not proven ` +
          'to belong to this person. The confirmation link can be sent again from /dashboard/account.',
      );
    }
    const title = role === 'admin' ? 'an administrator' : 'an editor';
    const holds = role === 'admin' ? account.isAdmin : account.isEditor;
    console.log(`${account.email} is ${holds ? 'now' : 'no longer'} ${title}.`);
    // Editors, like administrators, enrol an authenticator at their next sign-in (decision 0029).
    if (granted && role === 'editor') {
      console.log('The editorial desk opens at /admin/content after two-factor sign-in.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
