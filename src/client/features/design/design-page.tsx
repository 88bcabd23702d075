import {
  ArrowRight,
  Bell,
  Download,
  Inbox,
  Menu,
  Plus,
  Sparkles,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { organization } from '#shared/organization.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogFooter } from '#client/components/ui/dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Section, SectionHeader } from '#client/components/ui/section.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Sheet } from '#client/components/ui/sheet.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { toast } from '#client/lib/toast.ts';

const sectionIds = [
  'colors',
  'typography',
  'buttons',
  'badges',
  'cards',
  'forms',
  'overlays',
  'tabs',
  'table',
  'feedback',
] as const;
type SectionId = (typeof sectionIds)[number];

/** Semantic colours (app.css): each swatch shows the pair it is meant to be read in. */
const semanticSwatches = [
  ['bg-background text-foreground', 'background'],
  ['bg-surface text-surface-foreground', 'surface'],
  ['bg-muted text-muted-foreground', 'muted'],
  ['bg-accent text-accent-foreground', 'accent'],
  ['bg-primary text-primary-foreground', 'primary'],
  ['bg-primary-subtle text-primary-subtle-foreground', 'primary-subtle'],
  ['bg-destructive text-destructive-foreground', 'destructive'],
  ['bg-destructive-subtle text-destructive-subtle-foreground', 'destructive-subtle'],
  ['bg-success-subtle text-success-subtle-foreground', 'success-subtle'],
  ['bg-warning-subtle text-warning-subtle-foreground', 'warning-subtle'],
  ['bg-inverse text-inverse-foreground', 'inverse'],
] as const;

// Literal class names, so Tailwind finds them when it scans this file.
const brandSwatches = [
  ['bg-brand-50', '50'],
  ['bg-brand-100', '100'],
  ['bg-brand-200', '200'],
  ['bg-brand-300', '300'],
  ['bg-brand-400', '400'],
  ['bg-brand-500', '500'],
  ['bg-brand-600', '600'],
  ['bg-brand-700', '700'],
  ['bg-brand-800', '800'],
  ['bg-brand-900', '900'],
  ['bg-brand-950', '950'],
] as const;

const shapeTokens = [
  ['rounded-md', 'shadow-card', 'radius-md · shadow-card', 'controls'],
  ['rounded-xl', 'shadow-raised', 'radius-xl · shadow-raised', 'cards'],
  ['rounded-2xl', 'shadow-overlay', 'radius-2xl · shadow-overlay', 'overlays'],
] as const;

/**
 * /design (issue 14 §1): every primitive of components/ui in each of its states, in the visitor's
 * colour scheme. Not indexed and not in the sitemap; a journey keeps it honest with axe.
 */
export function DesignPage() {
  const { t } = useTranslation('design');
  return (
    <>
      <title>{`${t('title')} | ${organization.name}`}</title>
      <Section tone="muted" spacing="compact" aria-labelledby="design-title">
        <SectionHeader
          as="h1"
          id="design-title"
          eyebrow={organization.name}
          title={t('title')}
          description={t('intro')}
        />
        <nav aria-label={t('toc')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {sectionIds.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex h-8 items-center rounded-full border border-border bg-surface px-3 text-sm font-medium hover:bg-accent"
                >
                  {t(`sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
      <Showcase id="colors">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {semanticSwatches.map(([classes, name]) => (
            <li
              key={name}
              className={`flex h-20 flex-col justify-end rounded-lg border border-border p-3 text-sm font-medium ${classes}`}
            >
              <code>{name}</code>
            </li>
          ))}
        </ul>
        <Heading as="h3" size="h3" className="mt-8">
          {t('colors.brand')}
        </Heading>
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-11">
          {brandSwatches.map(([bg, step]) => (
            <li key={step} className="text-xs text-muted-foreground">
              <span className={`block h-12 rounded-md border border-border ${bg}`} />
              <code className="mt-1 block">{`brand-${step}`}</code>
            </li>
          ))}
        </ul>
      </Showcase>
      <Showcase id="typography">
        <div className="flex flex-col gap-5">
          <p className="text-display">{t('typography.display')}</p>
          <p className="text-h1">{t('typography.h1')}</p>
          <p className="text-h2">{t('typography.h2')}</p>
          <p className="text-h3">{t('typography.h3')}</p>
          <p className="max-w-2xl text-lead text-muted-foreground">{t('typography.lead')}</p>
          <p className="prose-links max-w-2xl">
            {t('typography.body')} <a href="#typography">{t('typography.link')}</a>
          </p>
          <p className="text-sm text-muted-foreground">{t('typography.small')}</p>
        </div>
      </Showcase>
      <Showcase id="buttons">
        <ButtonRows />
      </Showcase>
      <Showcase id="badges">
        <div className="flex flex-wrap gap-2">
          <Badge>{t('badges.brand')}</Badge>
          <Badge variant="neutral">{t('badges.neutral')}</Badge>
          <Badge variant="outline">{t('badges.outline')}</Badge>
          <Badge variant="success">{t('badges.success')}</Badge>
          <Badge variant="warning">{t('badges.warning')}</Badge>
          <Badge variant="destructive">{t('badges.destructive')}</Badge>
          <Badge>
            <Sparkles aria-hidden="true" />
            {t('badges.withIcon')}
          </Badge>
        </div>
      </Showcase>
      <Showcase id="cards">
        <div className="grid gap-6 md:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>{t('cards.plainTitle')}</CardTitle>
              <CardDescription>{t('cards.plainDescription')}</CardDescription>
            </CardHeader>
            <CardContent className="text-sm">{t('cards.content')}</CardContent>
            <CardFooter>
              <Button size="sm">{t('buttons.primary')}</Button>
              <Button size="sm" variant="ghost">
                {t('buttons.ghost')}
              </Button>
            </CardFooter>
          </Card>
          <Card interactive>
            <CardHeader>
              <span className="grid size-10 place-items-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
                <Sparkles aria-hidden="true" className="size-5" />
              </span>
              <CardTitle className="mt-3">
                <a href="#cards" className="after:absolute after:inset-0">
                  {t('cards.linkTitle')}
                </a>
              </CardTitle>
              <CardDescription>{t('cards.linkDescription')}</CardDescription>
            </CardHeader>
            <p className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-link">
              {t('cards.more')} <ArrowRight aria-hidden="true" className="size-4" />
            </p>
          </Card>
          <Card padding="lg" className="bg-muted">
            <CardTitle>{t('cards.mutedTitle')}</CardTitle>
            <CardDescription className="mt-2">{t('cards.mutedDescription')}</CardDescription>
          </Card>
        </div>
      </Showcase>
      <Showcase id="forms">
        <FormSamples />
      </Showcase>
      <Showcase id="overlays">
        <OverlaySamples />
      </Showcase>
      <Showcase id="tabs">
        <Tabs defaultValue="one">
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="one">{t('tabs.one')}</TabsTrigger>
            <TabsTrigger value="two">{t('tabs.two')}</TabsTrigger>
            <TabsTrigger value="three" disabled>
              {t('tabs.three')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="one">
            <Card>{t('tabs.oneContent')}</Card>
          </TabsContent>
          <TabsContent value="two">
            <Card>{t('tabs.twoContent')}</Card>
          </TabsContent>
        </Tabs>
      </Showcase>
      <Showcase id="table">
        <Table aria-label={t('table.label')}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('table.token')}</TableHead>
              <TableHead scope="col">{t('table.sample')}</TableHead>
              <TableHead scope="col">{t('table.use')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shapeTokens.map(([radius, shadow, name, use], index) => (
              <TableRow key={name} aria-selected={index === 1 ? true : undefined}>
                <TableCell className="font-mono text-xs whitespace-nowrap">{name}</TableCell>
                <TableCell>
                  <span
                    className={`block h-10 w-20 border border-border bg-surface ${radius} ${shadow}`}
                  />
                </TableCell>
                <TableCell className="min-w-48">{t(`table.uses.${use}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Showcase>
      <Showcase id="feedback">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card aria-busy="true">
            <p className="sr-only">{t('feedback.loading')}</p>
            <div className="flex items-center gap-4">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </div>
            <Skeleton className="mt-5 h-24" />
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <InlineSpinner /> {t('feedback.loading')}
            </p>
          </Card>
          <EmptyState
            icon={Inbox}
            headingLevel="h3"
            title={t('feedback.emptyTitle')}
            description={t('feedback.emptyDescription')}
            action={
              <Button variant="secondary">
                <Plus aria-hidden="true" />
                {t('feedback.emptyAction')}
              </Button>
            }
          />
        </div>
      </Showcase>
    </>
  );
}

function Showcase({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation('design');
  return (
    <Section
      id={id}
      spacing="compact"
      aria-labelledby={`${id}-title`}
      className="border-b border-border"
    >
      <SectionHeader
        id={`${id}-title`}
        title={t(`sections.${id}.title`)}
        description={t(`sections.${id}.description`)}
      />
      <div className="mt-8">{children}</div>
    </Section>
  );
}

function ButtonRows() {
  const { t } = useTranslation('design');
  const variants = ['primary', 'secondary', 'ghost', 'destructive', 'link'] as const;
  const icons: Record<(typeof variants)[number], LucideIcon> = {
    primary: ArrowRight,
    secondary: Download,
    ghost: Bell,
    destructive: Trash2,
    link: ArrowRight,
  };
  return (
    <div className="flex flex-col gap-6">
      {variants.map((variant) => {
        const Icon = icons[variant];
        return (
          <div key={variant} className="flex flex-wrap items-center gap-3">
            <span className="w-28 text-sm font-medium text-muted-foreground">
              {t(`buttons.${variant}`)}
            </span>
            <Button variant={variant} size="sm">
              {t('buttons.small')}
            </Button>
            <Button variant={variant}>{t('buttons.medium')}</Button>
            <Button variant={variant} size="lg">
              {t('buttons.large')}
              <Icon aria-hidden="true" />
            </Button>
            <Button variant={variant} disabled>
              {t('buttons.disabled')}
            </Button>
            <Button variant={variant} loading>
              {t('buttons.loading')}
            </Button>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <span className="w-28 text-sm font-medium text-muted-foreground">{t('buttons.other')}</span>
        <Button variant="secondary" size="icon" aria-label={t('buttons.iconLabel')}>
          <Menu aria-hidden="true" />
        </Button>
        <Button asChild variant="secondary">
          <a href="#buttons">{t('buttons.asLink')}</a>
        </Button>
      </div>
    </div>
  );
}

function FormSamples() {
  const { t } = useTranslation('design');
  const [plan, setPlan] = useState<string>();
  return (
    <form className="grid gap-6 md:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
      <FormField label={t('forms.name')} hint={t('forms.nameHint')}>
        {(a11y) => <Input {...a11y} placeholder={t('forms.namePlaceholder')} />}
      </FormField>
      <FormField label={t('forms.email')} error={t('forms.emailError')}>
        {(a11y) => <Input {...a11y} type="email" defaultValue="maria@" />}
      </FormField>
      <FormField label={t('forms.disabled')}>
        {(a11y) => <Input {...a11y} disabled defaultValue={t('forms.disabledValue')} />}
      </FormField>
      <FormField label={t('forms.plan')}>
        {(a11y) => (
          <Select value={plan} onValueChange={setPlan} name="plan">
            <SelectTrigger {...a11y}>
              <SelectValue placeholder={t('forms.planPlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="discovery">{t('forms.plans.discovery')}</SelectItem>
              <SelectItem value="pilot">{t('forms.plans.pilot')}</SelectItem>
              <SelectItem value="rollout">{t('forms.plans.rollout')}</SelectItem>
              <SelectItem value="later" disabled>
                {t('forms.plans.later')}
              </SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
      <div className="md:col-span-2">
        <FormField label={t('forms.message')}>
          {(a11y) => <Textarea {...a11y} rows={4} placeholder={t('forms.messagePlaceholder')} />}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-3 md:col-span-2">
        <legend className="mb-2 text-sm font-medium">{t('forms.checkboxes')}</legend>
        <Checkbox label={t('forms.unchecked')} name="a" />
        <Checkbox label={t('forms.checked')} name="b" defaultChecked />
        <Checkbox label={t('forms.checkboxDisabled')} name="c" disabled />
      </fieldset>
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit">{t('forms.submit')}</Button>
        <Button type="reset" variant="secondary">
          {t('forms.reset')}
        </Button>
      </div>
    </form>
  );
}

function OverlaySamples() {
  const { t } = useTranslation('design');
  const { t: tc } = useTranslation('common');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-3">
      <Dialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title={t('overlays.dialogTitle')}
        description={t('overlays.dialogDescription')}
        closeLabel={tc('actions.close')}
        trigger={<Button variant="secondary">{t('overlays.openDialog')}</Button>}
      >
        <p className="text-sm">{t('overlays.dialogBody')}</p>
        <DialogFooter>
          <Button variant="secondary" onClick={() => setDialogOpen(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button onClick={() => setDialogOpen(false)}>{t('overlays.confirm')}</Button>
        </DialogFooter>
      </Dialog>
      <Sheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={t('overlays.sheetTitle')}
        closeLabel={tc('actions.close')}
        trigger={<Button variant="secondary">{t('overlays.openSheet')}</Button>}
      >
        <p className="px-2 text-sm">{t('overlays.sheetBody')}</p>
      </Sheet>
      <Tooltip content={t('overlays.tooltip')}>
        <Button variant="secondary">{t('overlays.tooltipTrigger')}</Button>
      </Tooltip>
      <Button
        variant="secondary"
        onClick={() =>
          toast({ title: t('overlays.toastTitle'), description: t('overlays.toastDescription') })
        }
      >
        {t('overlays.showToast')}
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: t('overlays.errorToastTitle'),
            description: t('overlays.errorToastDescription'),
            variant: 'destructive',
          })
        }
      >
        {t('overlays.showErrorToast')}
      </Button>
    </div>
  );
}
