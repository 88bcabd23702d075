import type { Access } from './routes.ts';

/** The roles a signed-in person may hold (spec 01 §3 `isAdmin`; issue 23 §1 `isEditor`). */
export interface Roles {
  isAdmin: boolean;
  isEditor: boolean;
}

/**
 * Who may open a page of the given access (decision 0106): the one rule for the client's guards
 * and navigation and for the API's (plugins/session.ts requireAdmin, requireDesk). The lead inbox
 * stays with administrators: leads are personal data.
 */
export function mayOpen(access: Access, user: Roles | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return user !== null;
    case 'admin':
      return user?.isAdmin === true;
    case 'desk':
      return user !== null && (user.isAdmin || user.isEditor);
  }
}
