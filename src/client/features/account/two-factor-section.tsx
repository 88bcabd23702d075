import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import {
  totpCodeSchema,
  twoFactorPasswordSchema,
  type TotpCodeData,
  type TotpCodeInput,
  type TwoFactorPasswordInput,
  type TwoFactorSetup,
} from '#shared/schemas/two-factor.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { downloadTextFile } from '#client/lib/download.ts';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { toast } from '#client/lib/toast.ts';
import { AccountSection } from './account-section.tsx';
import {
  twoFactorQueryOptions,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactorSetup,
} from './two-factor.queries.ts';

/** The sign-in feature's password field with its show/hide toggle (decision 0018). */
type PasswordInputWidget = ComponentType<ComponentProps<'input'>>;

/**
 * A QR code as SVG squares: dark on white in both colour schemes, as scanners expect, with a quiet
 * zone. Drawn here from the URI (nothing leaves the browser for it).
 */
function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The recovery codes, shown once, with a way to keep them as a file. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={t('twoFactor.codesLabel')}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-border bg-muted p-4 font-mono text-sm text-foreground"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => downloadTextFile('nexus-ia-recovery-codes.txt', `${codes.join('\n')}\n`)}
      >
        {t('twoFactor.download')}
      </Button>
    </div>
  );
}

/** One password field and a button: the confirmation every change of the second factor asks. */
function PasswordConfirm({
  PasswordInput,
  submitLabel,
  pendingLabel,
  variant = 'primary',
  run,
}: {
  PasswordInput: PasswordInputWidget;
  submitLabel: string;
  pendingLabel: string;
  variant?: 'primary' | 'secondary' | 'destructive';
  run(password: string): Promise<unknown>;
}) {
  const { t } = useTranslation('account');
  const message = useFieldError();
  const form = useForm<TwoFactorPasswordInput>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    await run(password).then(
      () => form.reset(),
      (error: unknown) => {
        const first = serverFieldErrors(error).password?.[0];
        if (first) form.setError('password', { message: first }, { shouldFocus: true });
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:max-w-sm">
      <FormField label={t('twoFactor.password')} error={message(errors.password?.message)}>
        {(a11y) => (
          <PasswordInput {...a11y} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" variant={variant} className="self-start" loading={isSubmitting}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

/**
 * Enrolment (issue 12, decision 0029): the password, then a QR code and the recovery codes, then a
 * code from the app, which turns it on. Used on the account page and by the admin area's gate.
 */
export function TwoFactorSetupFlow({
  PasswordInput,
  onDone,
}: {
  PasswordInput: PasswordInputWidget;
  onDone?(): void;
}) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const message = useFieldError();
  const start = useStartTwoFactorSetup({
    onError: (error) =>
      toast({
        title: t('twoFactor.errors.setupFailed'),
        description: errorMessage(error, t('twoFactor.errors.setupFailed')),
        variant: 'destructive',
      }),
  });
  const confirm = useConfirmTwoFactor({
    onSuccess: (answer) => {
      toast({ title: t('twoFactor.title'), description: answer.message });
      setSetup(null);
      onDone?.();
    },
    onError: (error) =>
      toast({
        title: t('twoFactor.errors.setupFailed'),
        description: errorMessage(error, t('twoFactor.errors.setupFailed')),
        variant: 'destructive',
      }),
  });
  const form = useForm<TotpCodeInput, unknown, TotpCodeData>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;

  if (!setup) {
    return (
      <PasswordConfirm
        PasswordInput={PasswordInput}
        submitLabel={t('twoFactor.start')}
        pendingLabel={t('twoFactor.starting')}
        run={(password) => start.mutateAsync(password).then(setSetup)}
      />
    );
  }

  const submit = form.handleSubmit(async ({ code }) => {
    await confirm.mutateAsync(code).catch((error: unknown) => {
      const first = serverFieldErrors(error).code?.[0];
      if (first) form.setError('code', { message: first }, { shouldFocus: true });
    });
  });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-foreground">{t('twoFactor.scanTitle')}</h3>
        <QrCode text={setup.totpUri} label={t('twoFactor.qrLabel')} />
        <p className="text-sm text-muted-foreground">{t('twoFactor.manual')}</p>
        <code
          data-testid="two-factor-secret"
          className="w-fit rounded bg-muted px-2 py-1 font-mono text-sm break-all text-foreground"
        >
          {setup.secret}
        </code>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-foreground">{t('twoFactor.codesTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('twoFactor.codesHelp')}</p>
        <RecoveryCodes codes={setup.recoveryCodes} />
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:max-w-sm">
        <h3 className="font-semibold text-foreground">{t('twoFactor.confirmTitle')}</h3>
        <FormField label={t('twoFactor.code')} error={message(errors.code?.message)}>
          {(a11y) => (
            <Input
              {...a11y}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className="font-mono tracking-widest"
              {...form.register('code')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={confirm.isPending}>
            {confirm.isPending ? t('twoFactor.confirming') : t('twoFactor.confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setSetup(null)}>
            {t('twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** "Two-factor sign-in" on the account page: optional for clients, required of administrators. */
export function TwoFactorSection({ PasswordInput }: { PasswordInput: PasswordInputWidget }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const status = useQuery(twoFactorQueryOptions);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const disable = useDisableTwoFactor({
    onSuccess: (answer) => toast({ title: t('twoFactor.title'), description: answer.message }),
    onError: (error) =>
      toast({
        title: t('twoFactor.title'),
        description: errorMessage(error, t('twoFactor.title')),
        variant: 'destructive',
      }),
  });
  const renew = useRenewRecoveryCodes({
    onSuccess: (answer) => {
      setNewCodes(answer.recoveryCodes);
      toast({ title: t('twoFactor.title'), description: t('twoFactor.messages.renewed') });
    },
    onError: (error) =>
      toast({
        title: t('twoFactor.title'),
        description: errorMessage(error, t('twoFactor.title')),
        variant: 'destructive',
      }),
  });

  return (
    <AccountSection
      id="two-factor"
      title={t('twoFactor.title')}
      description={<p>{t('twoFactor.description')}</p>}
    >
      {status.isPending ? (
        <CenteredSpinner label={t('twoFactor.title')} />
      ) : status.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <span className="text-destructive-subtle-foreground">{t('profile.loadError')}</span>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {tc('actions.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant={status.data.enabled ? 'success' : 'neutral'}>
              {status.data.enabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
            </Badge>
            {status.data.enabled && (
              <span className="text-sm text-muted-foreground">
                {t('twoFactor.recoveryLeft', { count: status.data.recoveryCodesLeft })}
              </span>
            )}
          </div>
          {status.data.required && !status.data.enabled && (
            <p role="note" className="text-sm font-medium text-warning-subtle-foreground">
              {t('twoFactor.requiredNotice')}
            </p>
          )}
          {!status.data.enabled ? (
            <TwoFactorSetupFlow PasswordInput={PasswordInput} />
          ) : (
            <>
              {newCodes ? (
                <div className="flex flex-col gap-3">
                  <h3 className="font-semibold text-foreground">{t('twoFactor.newCodesTitle')}</h3>
                  <p className="text-sm text-muted-foreground">{t('twoFactor.codesHelp')}</p>
                  <RecoveryCodes codes={newCodes} />
                  <Button
                    type="button"
                    variant="secondary"
                    className="self-start"
                    onClick={() => setNewCodes(null)}
                  >
                    {t('twoFactor.done')}
                  </Button>
                </div>
              ) : (
                <div className="flex flex-col gap-2">
                  <p className="text-sm text-muted-foreground">{t('twoFactor.renewDescription')}</p>
                  <PasswordConfirm
                    PasswordInput={PasswordInput}
                    variant="secondary"
                    submitLabel={t('twoFactor.renew')}
                    pendingLabel={t('twoFactor.renewing')}
                    run={(password) => renew.mutateAsync(password)}
                  />
                </div>
              )}
              {status.data.required ? (
                <p className="text-sm text-muted-foreground">{t('twoFactor.adminKeep')}</p>
              ) : (
                <div className="flex flex-col gap-2 border-t border-border pt-4">
                  <p className="text-sm text-muted-foreground">
                    {t('twoFactor.disableDescription')}
                  </p>
                  <PasswordConfirm
                    PasswordInput={PasswordInput}
                    variant="destructive"
                    submitLabel={t('twoFactor.disable')}
                    pendingLabel={t('twoFactor.disabling')}
                    run={(password) => disable.mutateAsync(password)}
                  />
                </div>
              )}
            </>
          )}
        </div>
      )}
    </AccountSection>
  );
}
