import { NotFoundContent } from '../app/not-found-content.tsx';

export default function NotFound() {
  return <NotFoundContent />;
}
