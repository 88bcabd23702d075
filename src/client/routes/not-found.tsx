import { NotFoundContent } from '#client/app/not-found-content.tsx';

export default function NotFound() {
  return <NotFoundContent />;
}
