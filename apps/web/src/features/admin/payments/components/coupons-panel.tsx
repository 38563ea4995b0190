import {
  type AdminCoupon,
  COUPON_MESSAGES,
  type CouponCreateBody,
  canStaff,
  couponCreateBodySchema,
  toMinorUnits,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useText } from '#web/i18n/locale-context';
import { ApiError, messageOf } from '#web/lib/api-client';
import { schemaResolver } from '#web/lib/schema-resolver';
import { useSession } from '../../../session';
import { couponsQuery, useCreateCoupon, useUpdateCoupon } from '../api/coupons';
import { paymentsMessages as m } from '../messages';
import { type PaymentWords, usePaymentWords } from '../use-payment-words';

type Kind = 'percent' | 'amount';
type Errors = Partial<Record<'code' | 'off' | 'maxUses' | 'expiresOn' | 'note', string>>;

const offOf = ({ t, number, money }: PaymentWords, c: AdminCoupon) =>
  c.percentOff != null
    ? t(m.couponPercent, { percent: number(c.percentOff) })
    : money(c.amountOffMinor ?? 0, c.currency ?? 'USD');

/** Coupon codes on the Payments page: the codes with their uses, a form to make one, and a switch for each. */
export function CouponsPanel() {
  const { user } = useSession();
  const canChange = canStaff(user, 'payments', 'update');
  const { data, error } = useQuery(couponsQuery);
  const update = useUpdateCoupon();
  const words = usePaymentWords();
  const { t } = words;
  const text = useText();

  const toggle = (c: AdminCoupon) =>
    update.mutate(
      { id: c._id, body: { active: !c.active } },
      {
        onSuccess: ({ message }) => toast.success(message ?? text(COUPON_MESSAGES.updated)),
        onError: (err) => toast.error(messageOf(err, t(m.couponChangeFailed))),
      },
    );

  return (
    <section aria-labelledby="coupons-heading" className="mt-8 rounded-2xl border border-hairline bg-white p-4 sm:p-5">
      <h2 id="coupons-heading" className="mb-3 font-serif text-lg font-semibold text-ink">
        {t(m.coupons)}
      </h2>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-status-rejected">
          {messageOf(error, t(m.couponsLoadFailed))}
        </p>
      ) : null}
      {data && data.length === 0 ? <p className="text-sm text-muted">{t(m.noCoupons)}</p> : null}
      {data && data.length > 0 ? (
        <ul className="mb-4 divide-y divide-hairline" aria-label={t(m.couponCodes)}>
          {data.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-mono font-semibold text-ink">{c.code}</span>
                <span className="text-muted">
                  {' '}
                  · {t(m.couponOff, { off: offOf(words, c) })} ·{' '}
                  {t(m.couponUses, { uses: words.number(c.uses), max: words.number(c.maxUses) })}
                  {c.expiresOn ? ` · ${t(m.couponUntil, { date: words.day(c.expiresOn) })}` : ''}
                  {c.active ? '' : ` · ${t(m.couponOffSwitch)}`}
                </span>
                {c.note ? <span className="block text-xs text-muted">{c.note}</span> : null}
              </span>
              {canChange ? (
                <Button variant="secondary" className="px-3 py-1.5" onClick={() => toggle(c)} busy={update.isPending}>
                  {t(c.active ? m.switchOff : m.switchOn, { code: c.code })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canChange ? <CouponForm /> : null}
    </section>
  );
}

interface Draft {
  code: string;
  kind: Kind;
  /** What it takes off as typed: a percentage, or an amount in units of the fee's currency. */
  off: string;
  maxUses: string;
  expiresOn: string;
  note: string;
}

const BLANK: Draft = { code: '', kind: 'percent', off: '', maxUses: '1', expiresOn: '', note: '' };

/** The typed fields as the request the server's own schema checks. */
function inputOf(d: Draft): unknown {
  const amount = Number(d.off);
  return {
    code: d.code,
    ...(d.off.trim() === ''
      ? {}
      : d.kind === 'percent'
        ? { percentOff: amount }
        : { amountOffMinor: Number.isFinite(amount) ? toMinorUnits(amount) : Number.NaN }),
    maxUses: Number(d.maxUses),
    expiresOn: d.expiresOn || undefined,
    note: d.note || undefined,
  };
}

const FIELDS = new Set<keyof Draft>(['code', 'off', 'maxUses', 'expiresOn', 'note']);
const resolver = schemaResolver<Draft, typeof couponCreateBodySchema>(couponCreateBodySchema, inputOf, (path) => {
  const field = String(path[0] ?? '');
  const key = (field === 'percentOff' || field === 'amountOffMinor' ? 'off' : field) as keyof Draft;
  return FIELDS.has(key) ? key : null;
});

function CouponForm() {
  const create = useCreateCoupon();
  const form = useForm<Draft, unknown, CouponCreateBody>({ resolver, defaultValues: BLANK });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { t } = usePaymentWords();
  const text = useText();
  const { errors: fieldErrors } = form.formState;
  const errors: Errors = {
    code: fieldErrors.code?.message,
    off: fieldErrors.off?.message,
    maxUses: fieldErrors.maxUses?.message,
    expiresOn: fieldErrors.expiresOn?.message,
    note: fieldErrors.note?.message,
  };

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message ?? text(COUPON_MESSAGES.created));
        form.reset({ ...BLANK, kind: form.getValues('kind') });
      },
      onError: (err) => {
        const code = err instanceof ApiError ? err.errors?.code : undefined;
        if (code) form.setError('code', { message: code });
        toast.error(messageOf(err, t(m.couponCreateFailed)));
      },
    }),
  );

  const input = (id: string, error?: string) => ({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { error }),
    className: controlClass(Boolean(error), 'text-sm'),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(m.newCoupon)} className="grid gap-3 sm:grid-cols-2">
      <Field id="coupon-code" label={t(m.code)} required error={errors.code}>
        <input {...input('coupon-code', errors.code)} {...form.register('code')} />
      </Field>
      <fieldset className="flex items-end gap-2">
        <legend className="sr-only">{t(m.whatItTakesOff)}</legend>
        <Field id="coupon-off" label={t(kind === 'percent' ? m.percentOff : m.amountOff)} required error={errors.off}>
          <input {...input('coupon-off', errors.off)} inputMode="decimal" {...form.register('off')} />
        </Field>
        <label className="sr-only" htmlFor="coupon-kind">
          {t(m.percentOrAmount)}
        </label>
        <select id="coupon-kind" className={controlClass(false, 'w-auto text-sm')} {...form.register('kind')}>
          <option value="percent">%</option>
          <option value="amount">{t(m.inFeeCurrency)}</option>
        </select>
      </fieldset>
      <Field id="coupon-limit" label={t(m.useLimit)} required error={errors.maxUses}>
        <input {...input('coupon-limit', errors.maxUses)} inputMode="numeric" {...form.register('maxUses')} />
      </Field>
      <Field id="coupon-expires" label={t(m.lastDayOptional)} error={errors.expiresOn}>
        <input {...input('coupon-expires', errors.expiresOn)} type="date" {...form.register('expiresOn')} />
      </Field>
      <Field id="coupon-note" label={t(m.noteOptional)} error={errors.note} className="sm:col-span-2">
        <input {...input('coupon-note', errors.note)} maxLength={500} {...form.register('note')} />
      </Field>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={create.isPending} className="px-4 py-2">
          {t(m.createCode)}
        </Button>
      </div>
    </form>
  );
}
