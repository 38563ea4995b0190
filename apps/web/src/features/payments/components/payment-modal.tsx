import { type CouponQuote, fromMinorUnits, PAYMENT_MESSAGES, type PaymentProviderName, type User } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ExternalLink, ShieldCheck } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useCallback, useState } from 'react';
import { Button, Spinner } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { controlClass, describedBy } from '../../../components/ui/field';
import { useLocale, useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { browserNavigation } from '../../session';
import { checkCoupon, initializePayment, publicSettingsQuery, verifyPaymentIntent } from '../api/payments';
import { FeeSummary } from './fee-summary';
import { paymentMessages as m } from './messages';
import { useMoney } from './money';

// Stripe's code is fetched only when this modal shows the card form.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface PaymentModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fee: number;
  currency: string;
  payer: Pick<User, 'firstName' | 'lastName' | 'email'> | null;
  /** The payment is verified (card form); the gate shows the success message. */
  onPaid: (message: string | undefined) => void;
  /** The server's view of the payment may have changed (declined, already paid): refresh the user. */
  onStatusChanged: () => void;
}

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The payment modal of the gate: the amount, who pays, then the provider's way to pay. */
export function PaymentModal({ open, onOpenChange, fee, currency, payer, onPaid, onStatusChanged }: PaymentModalProps) {
  const t = useT();
  const text = useText();
  const locale = useLocale();
  const { money } = useMoney();
  const settings = useQuery({ ...publicSettingsQuery, enabled: open });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const amount = money(coupon ? fromMinorUnits(coupon.amountMinor) : fee, currency);
  const free = coupon?.amountMinor === 0;
  const provider: PaymentProviderName | undefined = settings.data?.payment.provider;
  const name = payer ? `${payer.firstName} ${payer.lastName}`.trim() : '';

  const fail = useCallback(
    (message: string) => {
      setError(message);
      onStatusChanged();
    },
    [onStatusChanged],
  );

  const redirect = async () => {
    setBusy(true);
    setError(null);
    let started: Awaited<ReturnType<typeof initializePayment>>;
    try {
      started = await initializePayment(payer, coupon?.code);
    } catch (err) {
      setBusy(false);
      fail(messageOf(err, PAYMENT_MESSAGES.initFailed));
      return;
    }
    const url = safeUrl(started.authorizationUrl);
    // A code that takes the whole fee settles it at once: the answer leads back to the form.
    if ((started.provider === 'stripe' && started.amount !== 0) || !url) {
      setBusy(false);
      setError(PAYMENT_MESSAGES.invalidResponse);
      return;
    }
    try {
      browserNavigation.assign(url);
    } catch {
      setBusy(false);
      setError(PAYMENT_MESSAGES.processingFailed);
    }
  };

  const applyCoupon = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setChecking(true);
    setCouponError(null);
    try {
      setCoupon(await checkCoupon(code.trim()));
    } catch (err) {
      setCoupon(null);
      setCouponError(messageOf(err, PAYMENT_MESSAGES.initFailed));
    } finally {
      setChecking(false);
    }
  };

  let body: React.ReactNode;
  if (settings.isPending) {
    body = (
      <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted" role="status">
        <Spinner /> {t(m.preparing)}
      </p>
    );
  } else if (settings.isError || !provider) {
    body = (
      <div className="text-center">
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t(m.tryAgain)}
        </Button>
      </div>
    );
  } else if (free) {
    body = (
      <Button className="w-full" busy={busy} onClick={() => void redirect()}>
        {busy ? t(m.completing) : t(m.completeFree)}
      </Button>
    );
  } else if (provider === 'stripe') {
    const publicKey = settings.data.payment.stripe.publicKey;
    body = publicKey ? (
      <Suspense
        fallback={
          <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted" role="status">
            <Spinner /> {t(m.loadingCardForm)}
          </p>
        }
      >
        <StripeCardForm
          publicKey={publicKey}
          payer={{ name, email: payer?.email ?? '' }}
          locale={locale}
          payLabel={t(m.payAmount, { amount })}
          initialize={() => {
            setError(null);
            return initializePayment(payer, coupon?.code);
          }}
          verify={verifyPaymentIntent}
          onBusyChange={setBusy}
          onPaid={onPaid}
          onFailed={fail}
        />
      </Suspense>
    ) : null;
  } else {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-muted">{provider === 'test' ? t(m.testCheckout) : t(m.paystackCheckout)}</p>
        <Button className="w-full" busy={busy} onClick={() => void redirect()}>
          {busy ? t(m.redirecting) : t(m.continueToPayment)}
          {busy ? null : <ExternalLink className="h-4 w-4 rtl:-scale-x-100" aria-hidden />}
        </Button>
      </div>
    );
  }

  // Without the settings (or Stripe's public key) no payment can start.
  const settingsError =
    settings.isError || (provider === 'stripe' && !settings.data?.payment.stripe.publicKey)
      ? PAYMENT_MESSAGES.initFailed
      : null;
  const shown = error ?? settingsError;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) setError(null);
        onOpenChange(next);
      }}
      dismissible={!busy}
      title={t(m.modalTitle)}
      description={t(m.modalDescription)}
    >
      <div className="space-y-5">
        <div className="rounded-2xl bg-ivory p-4 sm:p-5">
          <FeeSummary
            fee={fee}
            currency={currency}
            compact
            coupon={coupon ? { code: coupon.code, discount: fromMinorUnits(coupon.discountMinor) } : null}
          />
        </div>
        <form onSubmit={(e) => void applyCoupon(e)} noValidate className="space-y-1.5">
          <label htmlFor="coupon-code" className="block text-sm font-semibold text-ink">
            {t(m.couponLabel)}
          </label>
          <div className="flex gap-2">
            <input
              id="coupon-code"
              value={code}
              disabled={busy}
              autoComplete="off"
              onChange={(e) => {
                setCode(e.target.value);
                setCoupon(null);
                setCouponError(null);
              }}
              aria-invalid={couponError ? true : undefined}
              aria-describedby={describedBy('coupon-code', { error: couponError })}
              className={controlClass(Boolean(couponError), 'text-sm')}
            />
            <Button type="submit" variant="secondary" busy={checking} disabled={busy} className="shrink-0 px-4">
              {t(m.couponApply)}
            </Button>
          </div>
          {couponError ? (
            <p id="coupon-code-error" className="text-sm text-status-rejected">
              {text(couponError)}
            </p>
          ) : null}
          {coupon ? (
            <p role="status" className="text-sm text-status-approved">
              {t(m.couponApplied, { code: coupon.code, amount })}
            </p>
          ) : null}
        </form>
        {payer ? (
          <div className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <span className="shrink-0 text-muted">{t(m.payingAs)}</span>
            <span className="min-w-0 sm:text-end">
              {name ? <span className="block font-medium text-ink">{name}</span> : null}
              <span className="block break-words text-muted">
                <bdi>{payer.email}</bdi>
              </span>
            </span>
          </div>
        ) : null}
        {shown ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-status-rejected/30 bg-status-rejected/5 px-4 py-3 text-sm text-status-rejected"
          >
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{text(shown)}</span>
          </p>
        ) : null}
        {body}
        <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
          <ShieldCheck className="h-3.5 w-3.5 text-status-approved" aria-hidden /> {t(m.securePayment)}
        </p>
      </div>
    </Dialog>
  );
}
