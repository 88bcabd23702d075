import heroSvg from '#art/hero.svg?raw';
import { cn } from '#client/lib/cn.ts';
import { scopeSvg } from './scope-svg.ts';

const markup = scopeSvg(heroSvg, 'hero');

/**
 * The hero's drawing (public/art/hero.svg, decision 0041) drawn in the page rather than fetched
 * (decision 0075): as an image it was a request in flight with the stylesheet before a phone's
 * first paint, although on a phone it sits below the buttons. About 1.6 KB compressed in the
 * page (decision 0089); `label` says in words what it shows.
 */
export function HeroDrawing({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn('aspect-[560/470] [&>svg]:block [&>svg]:size-full', className)}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
