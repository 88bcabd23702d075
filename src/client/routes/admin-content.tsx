import { DeskHome } from '#client/features/desk/desk-home.tsx';

/**
 * /admin/content (issue 23 §1): the editorial desk's home, for administrators and editors
 * (app/require-desk.tsx guards it; the server enforces it with requireDesk).
 */
export default function AdminContent() {
  return <DeskHome />;
}
