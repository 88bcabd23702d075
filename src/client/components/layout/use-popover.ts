import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The app's side of a panel the browser opens itself (the HTML `popover` attribute and a button's
 * `popovertarget`, issue 26 §1, decision 0084): the page's markup opens, closes on Escape or an
 * outside tap, and keeps the panel in the tab order after its button with no script, so the first
 * tap works before the app has loaded. Once hydrated, this follows the panel's `toggle` events so
 * the button can say `aria-expanded` and the component can react (focus, closing after a choice).
 *
 * `open` stays undefined until the app runs: the prerendered button carries no `aria-expanded`,
 * and the browser reports a popover invoker's expanded state itself; a fixed `false` in the HTML
 * would be wrong as soon as the panel is opened before hydration.
 */
export function usePopover<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    // Opened before hydration: React must start from what the visitor sees.
    setOpen(isOpen(panel));
    // The event is queued: by the time it runs the panel may have toggled again, so read it.
    const onToggle = () => setOpen(isOpen(panel));
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);
  const hide = useCallback(() => {
    const panel = ref.current;
    if (panel && isOpen(panel)) panel.hidePopover();
  }, []);
  const show = useCallback(() => {
    const panel = ref.current;
    if (panel && !isOpen(panel)) panel.showPopover();
  }, []);
  return { ref, open, hide, show };
}

/** jsdom (the unit tests) knows no popover; a panel there is never open. */
function isOpen(panel: HTMLElement): boolean {
  try {
    return panel.matches(':popover-open');
  } catch {
    return false;
  }
}
