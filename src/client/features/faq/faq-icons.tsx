import { Award, CircleHelp, Clock, Cpu, Wallet, type LucideIcon } from 'lucide-react';
import type { QuickAnswerIcon } from './faq-state.ts';

/** Spec 02 §2: the quick answer's category picks its icon (pricing, timeline, technology, experience). */
const icons: Record<QuickAnswerIcon, LucideIcon> = {
  pricing: Wallet,
  timeline: Clock,
  technology: Cpu,
  experience: Award,
  default: CircleHelp,
};

/** Decorative only: the card's question already says what the icon shows. */
export function QuickAnswerIconSvg({ icon }: { icon: QuickAnswerIcon }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" data-icon={icon} className="size-6" />;
}
