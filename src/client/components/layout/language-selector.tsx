import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { cn } from '#client/lib/cn.ts';

/** A language option (spec 01 §3): code, name, flag, fullName. */
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
}

/** The selector with its texts from the translator (pages that have one at hand). */
export function LanguageSelector(props: Props) {
  const data = useLanguageMenuData(props.current);
  return <LanguageMenu {...props} {...data} />;
}

/**
 * Dropdown of spec 01 §2: opens on click, closes on an outside click, Escape or a choice. Keyboard:
 * arrows move between options, Home/End jump, Enter/Space choose, Escape/Tab close. Texts and
 * options come in as props, so it renders anywhere (issue 14 §7 islands).
 */
export function LanguageMenu({
  variant = 'header',
  current,
  onSelect,
  options,
  labels,
  className,
}: LanguageMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const listId = useId();
  const selected = options.find((o) => o.code === current) ?? options[0];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) optionRefs.current[active]?.focus();
  }, [open, active]);

  const openList = () => {
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.code === current),
      ),
    );
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (code: Locale) => {
    close(true);
    if (code !== current) onSelect(code);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option.code);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const buttonStyles: Record<LanguageSelectorVariant, string> = {
    header:
      'h-9 gap-2 rounded-md border border-input px-3 text-sm text-foreground hover:bg-accent hover:text-accent-foreground',
    compact: 'h-9 gap-1 rounded-md px-2 text-sm text-foreground hover:bg-accent',
    // The footer is dark in both schemes: a light hover there would hide the text (issue 14).
    footer:
      'h-9 gap-2 rounded-md border border-gray-600 px-3 text-sm text-gray-200 hover:border-gray-400 hover:bg-white/10 hover:text-white focus-visible:outline-white',
  };

  return (
    <div ref={rootRef} className={cn('relative inline-block', className)} data-variant={variant}>
      <button
        ref={buttonRef}
        type="button"
        className={cn(
          'inline-flex cursor-pointer items-center transition-colors',
          buttonStyles[variant],
        )}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // WCAG 2.5.3: the accessible name contains the visible text (the compact variant shows the code).
        aria-label={
          variant === 'compact' ? `${selected?.code ?? ''} — ${labels.button}` : labels.button
        }
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openList();
          }
        }}
      >
        <span aria-hidden="true">{selected?.flag}</span>
        {variant === 'compact' ? (
          <span>{selected?.code}</span>
        ) : (
          <span>{variant === 'footer' ? selected?.fullName : selected?.name}</span>
        )}
        <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
      </button>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={labels.list}
          tabIndex={-1}
          onKeyDown={onListKeyDown}
          className={cn(
            'absolute z-50 min-w-56 rounded-md border border-border bg-surface p-1 text-surface-foreground shadow-overlay',
            variant === 'footer' ? 'bottom-full mb-1' : 'right-0 mt-1',
          )}
        >
          {options.map((option, index) => (
            <li
              key={option.code}
              ref={(el) => {
                optionRefs.current[index] = el;
              }}
              id={`${listId}-${option.code}`}
              role="option"
              aria-selected={option.code === current}
              lang={option.code}
              tabIndex={index === active ? 0 : -1}
              onClick={() => choose(option.code)}
              onMouseEnter={() => setActive(index)}
              className="flex cursor-pointer items-center gap-3 rounded-sm px-3 py-2 text-sm outline-none focus:bg-accent focus:text-accent-foreground aria-selected:font-semibold"
            >
              <span aria-hidden="true">{option.flag}</span>
              <span className="flex flex-col">
                <span>{option.name}</span>
                <span className="text-xs font-normal text-muted-foreground">{option.fullName}</span>
              </span>
              <span className="ml-auto font-mono text-xs font-normal text-muted-foreground">
                {option.code}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
