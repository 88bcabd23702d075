import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';

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

interface Props {
  variant?: LanguageSelectorVariant;
  current: Locale;
  onSelect(code: Locale): void;
}

/**
 * Dropdown of spec 01 §2: opens on click, closes on an outside click, Escape or a choice. Keyboard:
 * arrows move between options, Home/End jump, Enter/Space choose, Escape/Tab close.
 */
export function LanguageSelector({ variant = 'header', current, onSelect }: Props) {
  const { t } = useTranslation('common');
  const options = useLanguageOptions();
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
    header: 'gap-2 rounded-md border border-gray-300 px-3 py-1.5 text-sm dark:border-gray-600',
    compact: 'gap-1 rounded-md px-2 py-1 text-sm',
    footer: 'gap-2 rounded-md border border-gray-600 px-3 py-1.5 text-sm text-gray-200',
  };

  return (
    <div ref={rootRef} className="relative inline-block" data-variant={variant}>
      <button
        ref={buttonRef}
        type="button"
        className={`inline-flex items-center hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-gray-800 ${buttonStyles[variant]}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // WCAG 2.5.3: the accessible name contains the visible text (the compact variant shows the code).
        aria-label={
          variant === 'compact'
            ? `${selected?.code ?? ''} — ${t('languageSelector.label', { language: selected?.fullName ?? '' })}`
            : t('languageSelector.label', { language: selected?.fullName ?? '' })
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
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('languageSelector.listLabel')}
          tabIndex={-1}
          onKeyDown={onListKeyDown}
          className={`absolute z-50 mt-1 min-w-56 rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 ${variant === 'footer' ? 'bottom-full mb-1' : 'right-0'}`}
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
              className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm outline-none focus:bg-gray-100 aria-selected:font-semibold dark:focus:bg-gray-800"
            >
              <span aria-hidden="true">{option.flag}</span>
              <span className="flex flex-col">
                <span>{option.name}</span>
                <span className="text-xs text-gray-600 dark:text-gray-400">{option.fullName}</span>
              </span>
              <span className="ml-auto font-mono text-xs text-gray-600 dark:text-gray-400">
                {option.code}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
