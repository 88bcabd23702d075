import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';

/** Password field with a show/hide toggle (spec 01 §2 login form). */
export function PasswordInput({ ref, ...props }: ComponentProps<'input'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={`${inputClass} pr-11`}
      />
      <Tooltip content={visible ? t('password.hide') : t('password.show')}>
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-gray-600 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-gray-300"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {visible ? (
              <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 4.2A9.8 9.8 0 0 1 12 4c5 0 9 4.5 10 8a11.8 11.8 0 0 1-3 4.4M6.1 6.1C4 7.5 2.6 9.7 2 12c1 3.5 5 8 10 8a9.7 9.7 0 0 0 5.9-2.1" />
            ) : (
              <>
                <path d="M2 12c1-3.5 5-8 10-8s9 4.5 10 8c-1 3.5-5 8-10 8s-9-4.5-10-8Z" />
                <circle cx="12" cy="12" r="3" />
              </>
            )}
          </svg>
        </button>
      </Tooltip>
    </div>
  );
}
