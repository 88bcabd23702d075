import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { cn } from '#client/lib/cn.ts';
import { Flag } from './flag.tsx';
import { usePopover } from './use-popover.ts';

/**
 * A language option (spec 01 §3): code, name, flag, fullName. `flag` keeps the spec's emoji as
 * data; the selector draws the flag as inline SVG (`Flag`, issue 26 §2).
 */
export interface LanguageOption {
  code: Locale;
  name: string;
  flag: string;
  fullName: string;
}

export type LanguageSelectorVariant = 'header' | 'compact' | 'footer';

const flags: Record<Locale, string> = { 'pt-BR': '🇧🇷', en: '🇺🇸', es: '🇪🇸' };

export function useLanguageOptions(): LanguageOption[] {
  const { t } = useTranslation('common');
  return supportedLocales.map((code) => ({
    code,
    flag: flags[code],
    name: t(`languages.${code}.name`),
    fullName: t(`languages.${code}.fullName`),
  }));
}

/** The selector's own texts, given by whoever renders it (it needs no translator of its own). */
export interface LanguageMenuLabels {
  /** The button's name, saying the current language ("Idioma: Português (Brasil). Alterar idioma"). */
  button: string;
  /** The list's name ("Escolha um idioma"). */
  list: string;
}

export interface LanguageMenuProps {
  variant?: LanguageSelectorVariant;
  current: Locale;
  onSelect(code: Locale): void;
  options: LanguageOption[];
  labels: LanguageMenuLabels;
  className?: string;
  /**
   * This page's address in a language: the options become plain links that work before the app
   * has loaded and without JavaScript (issue 26 §1). Leave out where the address has no language.
   */
  hrefFor?(code: Locale): string;
}

/** Options and texts of the selector in the current language. */
export function useLanguageMenuData(current: Locale): {
  options: LanguageOption[];
  labels: LanguageMenuLabels;
} {
  const { t } = useTranslation('common');
  const options = useLanguageOptions();
  const selected = options.find((o) => o.code === current) ?? options[0];
  return {
    options,
    labels: {
      button: t('languageSelector.label', { language: selected?.fullName ?? '' }),
      list: t('languageSelector.listLabel'),
    },
  };
}

interface Props {
  variant?: LanguageSelectorVariant;
  current: Locale;
  onSelect(code: Locale): void;
  hrefFor?(code: Locale): string;
}

/** The selector with its texts from the translator (pages that have one at hand). */
export function LanguageSelector(props: Props) {
  const data = useLanguageMenuData(props.current);
  return <LanguageMenu {...props} {...data} />;
}

/**
 * Dropdown of spec 01 §2, built on the HTML `popover` attribute (issue 26 §1, decision 0084): the
 * prerendered button opens the list on the first tap with no script, before the app has loaded or
 * with JavaScript off; Escape and an outside tap close it (the browser's light dismiss), and the
 * list follows the button in the tab order. Given `hrefFor`, each language is a plain link to this
 * page in that language, so choosing works without the app too; once hydrated a plain click goes
 * through `onSelect` instead (the app saves the choice and switches without a page load). Without
 * `hrefFor` (a page whose address has no language) the options are buttons for `onSelect`. The app
 * adds: `aria-expanded`, focus on the current language when the list opens, arrows, Home and End
 * between the languages. Texts and options come in as props, so it renders anywhere.
 */
export function LanguageMenu({
  variant = 'header',
  current,
  onSelect,
  options,
  labels,
  className,
  hrefFor,
}: LanguageMenuProps) {
  const { ref: panelRef, open, hide, show } = usePopover();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLElement | null)[]>([]);
  // useId is equal in the prerendered HTML and the hydrated app; CSS names allow only [\w-].
  const panelId = `language-${useId().replace(/[^\w-]/g, '')}`;
  const anchor = `--${panelId}`;
  const selected = options.find((o) => o.code === current) ?? options[0];
  const currentIndex = Math.max(
    0,
    options.findIndex((o) => o.code === current),
  );

  // The current language takes focus when the list opens (not when the app finds it open already).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && wasOpen.current === false) optionRefs.current[currentIndex]?.focus();
    wasOpen.current = open;
  }, [open, currentIndex]);

  const choose = (event: MouseEvent<HTMLElement>, code: Locale) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    hide();
    buttonRef.current?.focus();
    if (code !== current) onSelect(code);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const at = optionRefs.current.findIndex((el) => el === document.activeElement);
    const moves: Record<string, () => number> = {
      ArrowDown: () => (at >= last ? 0 : at + 1),
      ArrowUp: () => (at <= 0 ? last : at - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      optionRefs.current[move()]?.focus();
    }
  };

  const buttonStyles: Record<LanguageSelectorVariant, string> = {
    header:
      'h-9 gap-2 rounded-md border border-input px-3 text-sm text-foreground hover:bg-accent hover:text-accent-foreground',
    compact: 'h-9 gap-1 rounded-md px-2 text-sm text-foreground hover:bg-accent',
    // The footer is dark in both schemes: a light hover there would hide the text (issue 14).
    footer:
      'h-9 gap-2 rounded-md border border-footer-outline px-3 text-sm text-footer-strong hover:border-footer-muted hover:bg-white/10 hover:text-white focus-visible:outline-white',
  };
  const optionClass =
    'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-sm px-3 py-2 text-left text-sm text-surface-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground aria-[current=true]:font-semibold';

  return (
    <div className={cn('inline-block', className)} data-variant={variant}>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={panelId}
        // Where the list is drawn (CSS anchor positioning): under the button, or above it in the footer.
        style={{ anchorName: anchor } as CSSProperties}
        className={cn(
          'inline-flex cursor-pointer items-center transition-colors',
          buttonStyles[variant],
        )}
        aria-expanded={open}
        // WCAG 2.5.3: the accessible name contains the visible text (the compact variant shows the code).
        aria-label={
          variant === 'compact' ? `${selected?.code ?? ''} — ${labels.button}` : labels.button
        }
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show();
          }
        }}
      >
        {selected && <Flag code={selected.code} />}
        {variant === 'compact' ? (
          <span>{selected?.code}</span>
        ) : (
          <span>{variant === 'footer' ? selected?.fullName : selected?.name}</span>
        )}
        <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        style={{ positionAnchor: anchor } as CSSProperties}
        data-language-list=""
        className={cn(
          // Without anchor positioning the browser centres the list on the screen (its default).
          'min-w-56 rounded-md border border-border bg-surface p-1 text-surface-foreground shadow-overlay',
          'supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:mx-0 supports-[position-area:bottom]:my-1 supports-[position-area:bottom]:[position-try-fallbacks:flip-block]',
          variant === 'footer'
            ? 'supports-[position-area:bottom]:[position-area:top_span-right]'
            : 'supports-[position-area:bottom]:[position-area:bottom_span-left]',
        )}
      >
        <ul aria-label={labels.list} onKeyDown={onListKeyDown}>
          {options.map((option, index) => {
            const content = (
              <>
                <Flag code={option.code} />
                <span className="flex flex-col">
                  <span>{option.name}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {option.fullName}
                  </span>
                </span>
                <span className="ml-auto font-mono text-xs font-normal text-muted-foreground">
                  {option.code}
                </span>
              </>
            );
            const isCurrent = option.code === current;
            const setRef = (el: HTMLElement | null) => {
              optionRefs.current[index] = el;
            };
            return (
              <li key={option.code}>
                {hrefFor ? (
                  <a
                    ref={setRef}
                    href={hrefFor(option.code)}
                    hrefLang={option.code}
                    lang={option.code}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={(event) => choose(event, option.code)}
                    className={optionClass}
                  >
                    {content}
                  </a>
                ) : (
                  <button
                    ref={setRef}
                    type="button"
                    lang={option.code}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={(event) => choose(event, option.code)}
                    className={optionClass}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
