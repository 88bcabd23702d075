import type { Locale } from '#shared/i18n/locales.ts';

/**
 * The three languages' flags drawn in the page (issue 26 §2): an emoji flag is a box, or two
 * letters, where the system has no emoji font (Windows, most Linux desktops). Simplified to read
 * at 20 × 14 px (Brazil without its stars and motto, the United States with a blue canton and no
 * stars, Spain without its coat of arms), in the official colours. Decorative: the language's
 * name is always written beside it, so each one is `aria-hidden`.
 */
const drawings: Record<Locale, string> = {
  // Green field, yellow rhombus, blue globe with its white band.
  'pt-BR':
    '<rect width="20" height="14" fill="#009c3b"/><path d="M10 1.7 18.3 7 10 12.3 1.7 7z" fill="#ffdf00"/><circle cx="10" cy="7" r="3.3" fill="#002776"/><path d="M6.8 6.3c2.2-.4 4.5 0 6.4 1.2l-.2.6c-1.9-1.1-4-1.5-6.1-1.1z" fill="#fff"/>',
  // Seven red and six white stripes, blue canton over the top seven.
  en: '<rect width="20" height="14" fill="#fff"/><path d="M0 0h20M0 2.15h20M0 4.3h20M0 6.45h20M0 8.6h20M0 10.75h20M0 12.9h20" stroke="#b22234" stroke-width="1.08" transform="translate(0 .54)"/><rect width="8.5" height="7.55" fill="#3c3b6e"/>',
  // Red, yellow twice as tall, red.
  es: '<rect width="20" height="14" fill="#aa151b"/><rect y="3.5" width="20" height="7" fill="#f1bf00"/>',
};

export function Flag({ code, className }: { code: Locale; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 14"
      width="20"
      height="14"
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      className={className ?? 'shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]'}
      dangerouslySetInnerHTML={{ __html: drawings[code] }}
    />
  );
}
