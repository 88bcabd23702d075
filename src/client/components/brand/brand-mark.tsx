import { markShapes } from './tab-icon.ts';

/** The brand's mark beside the name, drawn in the page: no request of its own (decision 0075). */
export function BrandMark() {
  return (
    <svg
      viewBox="0 0 64 64"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
      dangerouslySetInnerHTML={{ __html: markShapes }}
    />
  );
}
