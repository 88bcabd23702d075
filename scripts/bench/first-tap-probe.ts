/**
 * The part of `npm run bench:first-tap` that runs inside the measured page (issue 26 §1). It is
 * installed with `context.addInitScript`, so it runs in every document of the context before any
 * of the page's own scripts, and it must be self-contained: Playwright sends this function's
 * source text, nothing it closes over.
 *
 * How a tap is timed, and why this way:
 * - **Start**: the `timeStamp` of the tap's first `pointerdown`/`touchstart`, read by a capturing
 *   listener on `window` (registered before the page's, so it is the first to see the event).
 *   Chromium stamps an input event with the time the browser received it, not the time the page's
 *   busy main thread got round to it, so a page that is still parsing, hydrating or running a long
 *   task when the finger lands is charged for that wait, as the visitor is.
 * - **End**: the first frame in which the expected change is visible. From the tap on, a
 *   `requestAnimationFrame` loop checks the page's state once per frame (a DOM mutation is not
 *   yet something seen; a frame is); in the frame where the check first holds, a message posted
 *   from the rAF callback runs right after that frame's style, layout and paint (the
 *   "rAF + postMessage" idiom, posted as a `user-blocking` task where `scheduler.postTask` exists, so
 *   that it does not wait behind the page's queued tasks), and its time is the end. Playwright's own polling only reads the
 *   result afterwards; its interval is not part of any figure.
 * - A change can cross a navigation (a consent `<form>` posted without the app, issue 26 §1): the
 *   tap's absolute time (`performance.timeOrigin + timeStamp`) is kept in sessionStorage and the
 *   next document of the same tab carries on the loop from its first frame.
 *
 * "Visible" is what a person sees: the element is rendered (`checkVisibility` with opacity and
 * visibility), has a box, and that box overlaps the viewport (a sheet still outside the screen at
 * the first frame of its slide-in is not seen yet). Elements are found by role and accessible name,
 * as a screen reader would name them, so the bench keeps measuring while the markup changes
 * (Radix dialog today, `popover`/`<details>`/`<form>` after issue 26 §1). The role and name rules
 * are a deliberately small subset of WAI-ARIA's (explicit role, the implicit roles of the elements
 * these controls are made of, `aria-labelledby`, `aria-label`, text content).
 */

/** Elements of one of these roles whose accessible name (whitespace collapsed) fits. */
export interface Matcher {
  roles: string[];
  /** Equal to this text, or containing one of these texts. */
  name: { equals: string } | { includesAny: string[] };
  /** Only a checked radio or checkbox fits (a chosen booking slot). */
  checked?: boolean;
}

/** What the page must show (or stop showing) for a tap to count as answered. */
export interface ExpectedChange {
  /** `appears`: some element fitting a matcher is visible; `disappears`: none is. */
  change: 'appears' | 'disappears';
  anyOf: Matcher[];
}

export interface ProbeState {
  /** Set by the bench right before the measured tap: taps before it (opening a menu) do not count. */
  armed: ExpectedChange | null;
  /** Absolute ms (performance.timeOrigin-based) of the measured tap. */
  tapAt: number | null;
  /** Absolute ms of the first frame showing the change. */
  visibleAt: number | null;
}

declare global {
  interface Window {
    __firstTap?: ProbeState;
    __firstTapCheck?: (expected: ExpectedChange) => boolean;
  }
}

export function installProbe(): void {
  const storageKey = '__firstTap';
  const state: ProbeState = { armed: null, tapAt: null, visibleAt: null };
  window.__firstTap = state;

  const implicitRoles: Record<string, (el: Element) => string> = {
    NAV: () => 'navigation',
    MENU: () => 'list',
    FIELDSET: () => 'group',
    DETAILS: () => 'group',
    DIALOG: () => 'dialog',
    BUTTON: () => 'button',
    SUMMARY: () => 'button',
    A: (el) => (el.hasAttribute('href') ? 'link' : ''),
    OPTION: () => 'option',
    SECTION: (el) =>
      el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : '',
    FORM: (el) =>
      el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'form' : '',
    UL: () => 'list',
    OL: () => 'list',
    LI: () => 'listitem',
    INPUT: (el) => {
      const type = (el as HTMLInputElement).type;
      if (type === 'submit' || type === 'button' || type === 'reset') return 'button';
      if (type === 'radio') return 'radio';
      return '';
    },
  };
  const nameFromContent = new Set([
    'button',
    'link',
    'option',
    'menuitem',
    'menuitemradio',
    'radio',
    'tab',
  ]);
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const roleOf = (el: Element) =>
    el.getAttribute('role')?.trim().split(/\s+/)[0] ?? implicitRoles[el.tagName]?.(el) ?? '';
  const nameOf = (el: Element, role: string): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const label = el.getAttribute('aria-label');
    if (label) return collapse(label);
    if (el instanceof HTMLInputElement) {
      if (el.type === 'submit' || el.type === 'button') return collapse(el.value);
      return collapse([...(el.labels ?? [])].map((l) => l.textContent).join(' '));
    }
    return nameFromContent.has(role) ? collapse(el.textContent) : '';
  };
  const seen = (el: Element) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.bottom > 0 &&
      box.left < window.innerWidth &&
      box.top < window.innerHeight
    );
  };
  const fits = (el: Element, matcher: Matcher) => {
    const role = roleOf(el);
    if (!matcher.roles.includes(role)) return false;
    if (matcher.checked && !(el instanceof HTMLInputElement && el.checked)) return false;
    const name = nameOf(el, role);
    const wanted = matcher.name;
    return 'equals' in wanted
      ? name === wanted.equals
      : wanted.includesAny.some((text) => name.includes(text));
  };
  const check = (expected: ExpectedChange): boolean => {
    const shown = [...document.querySelectorAll('*')].some(
      (el) => expected.anyOf.some((matcher) => fits(el, matcher)) && seen(el),
    );
    return expected.change === 'appears' ? shown : !shown;
  };
  window.__firstTapCheck = check;

  const watch = (expected: ExpectedChange) => {
    const frame = () => {
      if (!check(expected)) {
        requestAnimationFrame(frame);
        return;
      }
      // Runs after this frame's rendering steps: the change has been painted.
      const record = () => {
        state.visibleAt = performance.timeOrigin + performance.now();
        sessionStorage.removeItem(storageKey);
      };
      // A user-blocking task runs before the tasks already queued at normal priority. A posted
      // message is one of those: traced on `/` while the app loaded at idle (one module per
      // timer task), it ran 35–60 ms after the frame that showed the change had been committed,
      // behind the app's modules, so the figure counted the probe's own wait (decision 0142).
      const scheduler = (
        window as Window & {
          scheduler?: {
            postTask?: (task: () => void, options: { priority: 'user-blocking' }) => unknown;
          };
        }
      ).scheduler;
      if (scheduler?.postTask) {
        void scheduler.postTask(record, { priority: 'user-blocking' });
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = record;
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };

  // A tap measured in the previous document of this tab (a form posted without the app).
  const carried = sessionStorage.getItem(storageKey);
  if (carried) {
    const { tapAt, expected } = JSON.parse(carried) as {
      tapAt: number;
      expected: ExpectedChange;
    };
    state.tapAt = tapAt;
    state.armed = expected;
    watch(expected);
  }

  const onTap = (event: Event) => {
    const expected = state.armed;
    if (!expected || state.tapAt !== null) return;
    state.tapAt = performance.timeOrigin + event.timeStamp;
    sessionStorage.setItem(storageKey, JSON.stringify({ tapAt: state.tapAt, expected }));
    watch(expected);
  };
  for (const type of ['pointerdown', 'touchstart']) {
    window.addEventListener(type, onTap, { capture: true, passive: true });
  }
}
