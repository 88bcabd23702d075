import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  firmFactsSchema,
  statisticSchema,
  type FirmFactKey,
  type FirmFacts,
  type FirmFactsAnswer,
  type FirmFactsInput,
} from '#shared/firm/firm-facts.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { printedPhone } from '#shared/firm/firm-fact-defaults.ts';
import { formatCnpj } from '#shared/firm/cnpj.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input, controlClasses } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ApiError } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { toast } from '#client/lib/toast.ts';
import { firmFactsQueryOptions, useSaveFirmFacts } from './firm.queries.ts';

type Form = UseFormReturn<FirmFactsInput, unknown, FirmFacts>;
type TextKey = Exclude<FirmFactKey, 'homeStatistics' | 'dashboardTiles'>;
type StatisticsKey = 'homeStatistics' | 'dashboardTiles';

const sections: { id: string; keys: TextKey[] }[] = [
  { id: 'identity', keys: ['legalName', 'cnpj'] },
  { id: 'contact', keys: ['phone', 'email', 'dataProtectionEmail'] },
  {
    id: 'address',
    keys: ['addressStreet', 'addressLocality', 'addressRegion', 'addressPostalCode'],
  },
  { id: 'social', keys: ['socialLinkedin', 'socialX', 'socialInstagram'] },
];

const inputTypes: Partial<Record<TextKey, string>> = {
  email: 'email',
  dataProtectionEmail: 'email',
  phone: 'tel',
  socialLinkedin: 'url',
  socialX: 'url',
  socialInstagram: 'url',
};

const hintKeys: Partial<Record<TextKey, 'cnpj' | 'phone' | 'social'>> = {
  cnpj: 'cnpj',
  phone: 'phone',
  socialLinkedin: 'social',
  socialX: 'social',
  socialInstagram: 'social',
};

/** The stored facts as a person types them: the CNPJ with its mask, the phone as printed. */
function formValues(facts: FirmFacts): FirmFactsInput {
  return {
    ...facts,
    cnpj: facts.cnpj ? formatCnpj(facts.cnpj) : '',
    phone: printedPhone(facts.phone),
  };
}

const saoPauloTime = (iso: string, locale: string) =>
  formatSaoPauloDateTime(new Date(iso), locale, 'short');

/**
 * The firm's facts as settings (issue 23 §3, decision 0093): one form over the shared schema,
 * each fact marked "default" until someone changes it, and the launch checklist of those still
 * at their default. A save is based on the version read: if someone saved in between, the 409's
 * sentence (who, when) is shown and nothing is overwritten.
 */
export function FirmFactsDesk() {
  const { t } = useTranslation('admin');
  const facts = useQuery(firmFactsQueryOptions());
  if (facts.isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p>{t('firm.loadError')}</p>
        <Button variant="secondary" onClick={() => void facts.refetch()}>
          {t('firm.retry')}
        </Button>
      </Card>
    );
  }
  if (!facts.data) return <Skeleton className="h-96 w-full" />;
  return <FactsForm answer={facts.data} onReload={() => void facts.refetch()} />;
}

function FactsForm({ answer, onReload }: { answer: FirmFactsAnswer; onReload(): void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const fieldError = useFieldError();
  const [stale, setStale] = useState<string | null>(null);
  const form: Form = useForm<FirmFactsInput, unknown, FirmFacts>({
    resolver: zodResolver(firmFactsSchema),
    // A new answer (saved, reloaded) replaces what the form shows.
    values: formValues(answer.facts),
  });
  const save = useSaveFirmFacts({
    onSuccess: () => {
      setStale(null);
      toast({ title: t('firm.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setStale(errorMessage(error, t('firm.saveError')));
        return;
      }
      const byField = serverFieldErrors(error);
      const fields = Object.keys(byField).filter((key) => key in answer.facts) as FirmFactKey[];
      for (const key of fields) form.setError(key, { message: byField[key]?.[0] });
      if (fields.length === 0) {
        toast({
          title: t('firm.saveError'),
          description: errorMessage(error, t('firm.saveError')),
          variant: 'destructive',
        });
      }
    },
  });
  const atDefault = new Set(answer.atDefault);
  const defaultBadge = (key: FirmFactKey) =>
    atDefault.has(key) ? (
      <Badge variant="warning" className="ml-2 align-middle" title={t('firm.defaultHint')}>
        {t('firm.default')}
      </Badge>
    ) : null;

  return (
    <div className="flex flex-col gap-6">
      <Checklist answer={answer} />
      <p className="text-sm text-muted-foreground">
        {answer.updatedAt && answer.updatedBy
          ? t('firm.lastChanged', {
              name: answer.updatedBy.name,
              time: saoPauloTime(answer.updatedAt, i18n.language),
            })
          : t('firm.neverChanged')}
      </p>
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={form.handleSubmit((facts) =>
          save.mutateAsync({ ...facts, version: answer.version }).catch(() => undefined),
        )}
      >
        {sections.map((section) => (
          <Card key={section.id} padding="md">
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-2 text-lg font-semibold">
                {t(`firm.sections.${section.id}` as 'firm.sections.identity')}
              </legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {section.keys.map((key) => {
                  const hint = hintKeys[key];
                  return (
                    <FormField
                      key={key}
                      label={
                        <>
                          {t(`firm.fields.${key}`)}
                          {defaultBadge(key)}
                        </>
                      }
                      hint={hint ? t(`firm.hints.${hint}`) : undefined}
                      error={fieldError(form.formState.errors[key]?.message)}
                    >
                      {(a11y) => (
                        <Input
                          {...a11y}
                          type={inputTypes[key] ?? 'text'}
                          autoComplete="off"
                          {...form.register(key)}
                        />
                      )}
                    </FormField>
                  );
                })}
              </div>
            </fieldset>
          </Card>
        ))}
        <StatisticsFields
          form={form}
          name="homeStatistics"
          badge={defaultBadge('homeStatistics')}
        />
        <StatisticsFields
          form={form}
          name="dashboardTiles"
          badge={defaultBadge('dashboardTiles')}
        />
        {/* Beside the button the person just pressed, so a phone shows it without scrolling. */}
        {stale && (
          <Card
            role="alert"
            className="flex flex-col items-start gap-3 border-destructive bg-destructive-subtle text-destructive-subtle-foreground"
          >
            <p className="flex items-center gap-2 font-semibold">
              <CircleAlert aria-hidden="true" className="size-4" />
              {t('firm.staleTitle')}
            </p>
            <p>{stale}</p>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setStale(null);
                onReload();
              }}
            >
              {t('firm.reload')}
            </Button>
          </Card>
        )}
        <div>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? t('firm.saving') : t('firm.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

const suffixes = statisticSchema.shape.suffix.options;

function StatisticsFields({
  form,
  name,
  badge,
}: {
  form: Form;
  name: StatisticsKey;
  badge: React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const error = form.formState.errors[name];
  const message = fieldError(error?.message ?? error?.root?.message);
  return (
    <Card padding="md">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">
          {t(`firm.sections.${name}`)}
          {badge}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((index) => {
            const label = t(
              `firm.statistics.${name}.${index}` as 'firm.statistics.homeStatistics.0',
            );
            const itemError = form.formState.errors[name]?.[index];
            return (
              <div key={index} className="grid grid-cols-[1fr_auto] gap-2">
                <FormField
                  label={`${label}: ${t('firm.statistics.value')}`}
                  error={fieldError(itemError?.value?.message)}
                >
                  {(a11y) => (
                    <Input
                      {...a11y}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      {...form.register(`${name}.${index}.value`, { valueAsNumber: true })}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('firm.statistics.suffix')}
                  error={fieldError(itemError?.suffix?.message)}
                >
                  {(a11y) => (
                    <select
                      {...a11y}
                      aria-label={`${label}: ${t('firm.statistics.suffix')}`}
                      className={cn(controlClasses, 'py-2')}
                      {...form.register(`${name}.${index}.suffix`)}
                    >
                      {suffixes.map((suffix) => (
                        <option key={suffix} value={suffix}>
                          {suffix === '' ? t('firm.statistics.noSuffix') : suffix}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            );
          })}
        </div>
        {message && <p className="text-sm text-destructive-subtle-foreground">{message}</p>}
      </fieldset>
    </Card>
  );
}

function Checklist({ answer }: { answer: FirmFactsAnswer }) {
  const { t } = useTranslation('admin');
  return (
    <Card padding="md" aria-labelledby="firm-checklist-title">
      <CardHeader>
        <CardTitle id="firm-checklist-title" className="flex items-center gap-2">
          <ListChecks aria-hidden="true" className="size-5" />
          {t('firm.checklist.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {answer.atDefault.length === 0 ? (
          <p>{t('firm.checklist.done')}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground">{t('firm.checklist.intro')}</p>
            <ul className="grid list-disc gap-1 pl-5 sm:grid-cols-2">
              {answer.atDefault.map((key) => (
                <li key={key}>{t(`firm.fields.${key}`)}</li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
