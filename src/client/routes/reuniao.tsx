import { MeetingManagePage } from '#client/features/booking/meeting-manage-page.tsx';

export default function Page() {
  return <MeetingManagePage />;
}
