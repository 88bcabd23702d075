import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#client/components/ui/input.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';

/** Password field with a show/hide toggle (spec 01 §2 login form). */
export function PasswordInput({ ref, ...props }: ComponentProps<'input'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} ref={ref} type={visible ? 'text' : 'password'} className="pr-11" />
      <Tooltip content={visible ? t('password.hide') : t('password.show')}>
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </Tooltip>
    </div>
  );
}
