import { ContentCalendar } from '#client/features/content/content-calendar.tsx';

/**
 * /admin/content/calendar (issue 23 §5, decision 0132): what the scheduler will publish and
 * unpublish, by day. Part of the desk (app/require-desk.tsx; the server enforces requireDesk).
 */
export default function AdminContentCalendar() {
  return <ContentCalendar />;
}
