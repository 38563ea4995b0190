import {
  type AdminCoupon,
  COUPON_MESSAGES,
  type CouponCreateBody,
  canStaff,
  couponCreateBodySchema,
  toMinorUnits,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../../components/ui/field';
import { ApiError, messageOf } from '../../../../lib/api-client';
import { useSession } from '../../../session';
import { formatMoney } from '../../components/format';
import { couponsQuery, useCreateCoupon, useUpdateCoupon } from '../api/coupons';

type Kind = 'percent' | 'amount';
type Errors = Partial<Record<'code' | 'off' | 'maxUses' | 'expiresOn' | 'note', string>>;

const offOf = (c: AdminCoupon) =>
  c.percentOff != null ? `${c.percentOff} %` : formatMoney(c.amountOffMinor ?? 0, c.currency ?? 'USD');

/** Coupon codes on the Payments page: the codes with their uses, a form to make one, and a switch for each. */
export function CouponsPanel() {
  const { user } = useSession();
  const canChange = canStaff(user, 'payments', 'update');
  const { data, error } = useQuery(couponsQuery);
  const update = useUpdateCoupon();

  const toggle = (c: AdminCoupon) =>
    update.mutate(
      { id: c._id, body: { active: !c.active } },
      {
        onSuccess: ({ message }) => toast.success(message ?? COUPON_MESSAGES.updated),
        onError: (err) => toast.error(messageOf(err, 'The code could not be changed. Please try again.')),
      },
    );

  return (
    <section aria-labelledby="coupons-heading" className="mb-6 rounded-2xl border border-hairline bg-white p-4 sm:p-5">
      <h2 id="coupons-heading" className="mb-3 font-serif text-lg font-semibold text-ink">
        Coupons
      </h2>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-status-rejected">
          {messageOf(error, 'The coupon codes could not be loaded.')}
        </p>
      ) : null}
      {data && data.length === 0 ? <p className="text-sm text-muted">No coupon codes yet.</p> : null}
      {data && data.length > 0 ? (
        <ul className="mb-4 divide-y divide-hairline" aria-label="Coupon codes">
          {data.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-mono font-semibold text-ink">{c.code}</span>
                <span className="text-muted">
                  {' '}
                  · {offOf(c)} off · {c.uses} of {c.maxUses} used
                  {c.expiresOn ? ` · until ${c.expiresOn}` : ''}
                  {c.active ? '' : ' · switched off'}
                </span>
                {c.note ? <span className="block text-xs text-muted">{c.note}</span> : null}
              </span>
              {canChange ? (
                <Button variant="secondary" className="px-3 py-1.5" onClick={() => toggle(c)} busy={update.isPending}>
                  {c.active ? `Switch off ${c.code}` : `Switch on ${c.code}`}
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

function CouponForm() {
  const create = useCreateCoupon();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [off, setOff] = useState('');
  const [maxUses, setMaxUses] = useState('1');
  const [expiresOn, setExpiresOn] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const amount = Number(off);
    const parsed = couponCreateBodySchema.safeParse({
      code,
      ...(off.trim() === ''
        ? {}
        : kind === 'percent'
          ? { percentOff: amount }
          : { amountOffMinor: Number.isFinite(amount) ? toMinorUnits(amount) : Number.NaN }),
      maxUses: Number(maxUses),
      expiresOn: expiresOn || undefined,
      note: note || undefined,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const key = field === 'percentOff' || field === 'amountOffMinor' ? 'off' : field;
        if (key === 'code' || key === 'off' || key === 'maxUses' || key === 'expiresOn' || key === 'note')
          next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const body: CouponCreateBody = parsed.data;
    create.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message ?? COUPON_MESSAGES.created);
        setCode('');
        setOff('');
        setMaxUses('1');
        setExpiresOn('');
        setNote('');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errors) setErrors({ code: err.errors.code });
        toast.error(messageOf(err, 'The code could not be made. Please try again.'));
      },
    });
  };

  const input = (id: string, error?: string) => ({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { error }),
    className: controlClass(Boolean(error), 'text-sm'),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New coupon code" className="grid gap-3 sm:grid-cols-2">
      <Field id="coupon-code" label="Code" required error={errors.code}>
        <input {...input('coupon-code', errors.code)} value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <fieldset className="flex items-end gap-2">
        <legend className="sr-only">What it takes off</legend>
        <Field id="coupon-off" label={kind === 'percent' ? 'Percent off' : 'Amount off'} required error={errors.off}>
          <input
            {...input('coupon-off', errors.off)}
            inputMode="decimal"
            value={off}
            onChange={(e) => setOff(e.target.value)}
          />
        </Field>
        <label className="sr-only" htmlFor="coupon-kind">
          Percentage or amount
        </label>
        <select
          id="coupon-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          className={controlClass(false, 'w-auto text-sm')}
        >
          <option value="percent">%</option>
          <option value="amount">in the fee’s currency</option>
        </select>
      </fieldset>
      <Field id="coupon-limit" label="Use limit (contestants)" required error={errors.maxUses}>
        <input
          {...input('coupon-limit', errors.maxUses)}
          inputMode="numeric"
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
      </Field>
      <Field id="coupon-expires" label="Last day (optional)" error={errors.expiresOn}>
        <input
          {...input('coupon-expires', errors.expiresOn)}
          type="date"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
        />
      </Field>
      <Field id="coupon-note" label="Note (optional)" error={errors.note} className="sm:col-span-2">
        <input
          {...input('coupon-note', errors.note)}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={create.isPending} className="px-4 py-2">
          Create code
        </Button>
      </div>
    </form>
  );
}
