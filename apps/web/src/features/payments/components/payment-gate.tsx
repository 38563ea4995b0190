import {
  canPay,
  isPaidStatus as isPaidStatusWord,
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  PAYMENT_SUCCESS_DELAY_MS,
  type PaymentStatus,
  REGISTRATION_STATUS_FALLBACK,
  type User,
} from '@cq/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, BadgeCheck, CheckCircle2, Clock3, Crown, Lock, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Spinner } from '../../../components/ui/button';
import { Message, type Translate, useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { registrationWindowQuery } from '../../../lib/registration-window';
import { contestantKeys } from '../../contestants';
import { notificationKeys } from '../../notifications';
import { CURRENT_USER_QUERY_KEY, saveUser, useSession } from '../../session';
import { isPaid, type VerificationAnswer, verifyReference } from '../api/payments';
import { RETURN_PARAMS, returnReferenceOf, setPaymentCelebration } from '../payment-return';
import { FeeSummary } from './fee-summary';
import { paymentMessages as m } from './messages';
import { useMoney } from './money';
import { PaymentModal } from './payment-modal';

export interface PaymentGateProps {
  /** The user's payment status; empty, pending and failed all mean not paid yet (it defaults to pending). */
  paymentStatus?: string | null;
  /** Called once the payment is verified and its success message has been shown. */
  onPaid?: () => void;
}

type Notice = { kind: 'verifying' } | { kind: 'success'; message: string } | { kind: 'error'; message: string } | null;

/** The Pay button's words by payment status. */
function payButtonLabel(t: Translate, status: PaymentStatus | 'completed', amount: string): string {
  if (status === 'paid' || status === 'completed') return t(m.payCompleted);
  if (status === 'failed') return t(m.payRetry);
  if (status === 'refunded') return t(m.payRefunded);
  return t(m.payNow, { amount });
}

const KNOWN = new Set<string>([...PAYMENT_STATUSES, 'completed']);
const statusOf = (value: string | null | undefined) =>
  (value && KNOWN.has(value) ? value : 'pending') as PaymentStatus | 'completed';

/**
 * Stands in front of the registration form until the fee is paid
 * (docs/product/registration.md#payment): the fee screen, the PAID/PENDING panel, the Pay button
 * whose words follow the status, the payment modal, the return from a
 * checkout (?reference= or ?trxref=), and the success message that stays
 * 2000 ms before the form appears.
 */
export function PaymentGate({ paymentStatus, onPaid }: PaymentGateProps) {
  const t = useT();
  const { money } = useMoney();
  const client = useQueryClient();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const reference = returnReferenceOf(search);
  const window = useQuery(registrationWindowQuery);
  // No fee yet means registration is closed: the closed screen shows instead of the fee.
  const fee = window.data?.fee ?? REGISTRATION_STATUS_FALLBACK.fee ?? 0;
  const currency = window.data?.currency ?? REGISTRATION_STATUS_FALLBACK.currency;

  const [notice, setNotice] = useState<Notice>(null);
  const [paidHere, setPaidHere] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const check = useRef<{ reference: string; answer: Promise<VerificationAnswer> } | null>(null);

  const status = paidHere ? 'paid' : statusOf(paymentStatus);
  const payer: Pick<User, 'firstName' | 'lastName' | 'email'> | null =
    client.getQueryData<User>(CURRENT_USER_QUERY_KEY) ?? session.user;

  const forgetReturn = useCallback(() => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [setSearch]);

  const refreshUser = useCallback(() => {
    void client.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }, [client]);

  /** After the success message: the user is paid everywhere, the return parameters go, the form appears. */
  const finish = useCallback(() => {
    setPaymentCelebration(false);
    const mark = (u: User | undefined | null) =>
      u ? { ...u, registration: { ...u.registration, paymentStatus: 'paid' as const } } : u;
    client.setQueryData<User>(CURRENT_USER_QUERY_KEY, (u) => mark(u) ?? undefined);
    const stored = client.getQueryData<User>(CURRENT_USER_QUERY_KEY) ?? mark(session.user);
    if (stored) saveUser(stored);
    forgetReturn();
    refreshUser();
    void client.invalidateQueries({ queryKey: contestantKeys.all });
    void client.invalidateQueries({ queryKey: notificationKeys.all });
    onPaid?.();
  }, [client, session.user, forgetReturn, refreshUser, onPaid]);

  const succeed = useCallback(
    (message: string | undefined) => {
      setModalOpen(false);
      setPaidHere(true);
      setPaymentCelebration(true);
      setNotice({ kind: 'success', message: message && message.length > 0 ? message : t(m.success) });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(finish, PAYMENT_SUCCESS_DELAY_MS);
    },
    [finish, t],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      setPaymentCelebration(false);
    },
    [],
  );

  // The return from a checkout: the reference is checked with the server once; a re-run of this
  // effect (StrictMode, a re-render) listens to the same check instead of starting another.
  const handlers = useRef({ succeed, forgetReturn, refreshUser });
  useEffect(() => {
    handlers.current = { succeed, forgetReturn, refreshUser };
  });
  useEffect(() => {
    if (!reference) return;
    if (check.current?.reference !== reference) {
      check.current = { reference, answer: verifyReference(reference) };
      setNotice({ kind: 'verifying' });
    }
    let alive = true;
    const failed = (message: string) => {
      setNotice({ kind: 'error', message });
      handlers.current.forgetReturn();
      handlers.current.refreshUser();
    };
    check.current.answer.then(
      (answer) => {
        if (!alive) return;
        if (isPaid(answer)) handlers.current.succeed(answer.message);
        else failed(answer.message || PAYMENT_MESSAGES.verificationFailed);
      },
      (err: unknown) => {
        if (alive) failed(messageOf(err, PAYMENT_MESSAGES.verificationFailed));
      },
    );
    return () => {
      alive = false;
    };
  }, [reference]);

  const payable = canPay(status) && notice?.kind !== 'verifying' && notice?.kind !== 'success';
  const isPaidStatus = isPaidStatusWord(status);

  return (
    <section className="card overflow-hidden" aria-labelledby="payment-gate-title">
      <div className="bg-royal relative isolate overflow-hidden px-6 py-8 text-white sm:px-10 sm:py-10">
        <div className="bg-crown-pattern pointer-events-none absolute inset-0 -z-10 opacity-70" aria-hidden />
        <p className="eyebrow text-secondary-light">{t(m.gateEyebrow)}</p>
        <h2 id="payment-gate-title" className="mt-2 font-serif text-3xl text-white sm:text-4xl">
          {t(m.gateTitle)}
        </h2>
        <p className="mt-3 max-w-xl text-white/85">{t(m.gateIntro)}</p>
      </div>

      {notice ? (
        <div className="px-6 pt-6 sm:px-10">
          <NoticeBanner notice={notice} />
        </div>
      ) : null}

      <div className="grid gap-6 px-6 py-8 sm:grid-cols-[1fr_13rem] sm:px-10">
        <div className="space-y-5">
          <FeeSummary fee={fee} currency={currency} />
          <ul className="space-y-2 text-sm text-ink/85">
            <li className="flex gap-2">
              <Crown className="mt-0.5 h-4 w-4 shrink-0 text-secondary-dark" aria-hidden />
              {t(m.gatePlace)}
            </li>
            <li className="flex gap-2">
              <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-secondary-dark" aria-hidden />
              {t(m.gateReview)}
            </li>
            <li className="flex gap-2">
              <BadgeCheck className="mt-0.5 h-4 w-4 shrink-0 text-secondary-dark" aria-hidden />
              {t(m.gateReceipt)}
            </li>
          </ul>
        </div>
        <StatusPanel paid={isPaidStatus} />
      </div>

      <div className="space-y-4 border-t border-hairline px-6 py-6 sm:px-10">
        <Button
          className="w-full sm:w-auto sm:min-w-64"
          variant={isPaidStatus ? 'success' : 'primary'}
          disabled={!payable}
          onClick={() => {
            setNotice(null);
            setModalOpen(true);
          }}
        >
          {isPaidStatus ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <Lock className="h-4 w-4" aria-hidden />}
          {payButtonLabel(t, status, money(fee, currency))}
        </Button>
        {status === 'refunded' ? <p className="text-sm text-muted">{t(m.refundedNote)}</p> : null}
      </div>

      <p className="border-t border-hairline bg-ivory/60 px-6 py-4 text-sm text-muted sm:px-10">
        <Message
          message={m.questions}
          values={{
            link: (
              <Link to="/contact" className="font-semibold text-primary-main hover:underline">
                {t(m.contactSupport)}
              </Link>
            ),
          }}
        />
      </p>

      <PaymentModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        fee={fee}
        currency={currency}
        payer={payer}
        onPaid={succeed}
        onStatusChanged={refreshUser}
      />
    </section>
  );
}

function StatusPanel({ paid }: { paid: boolean }) {
  const t = useT();
  const Icon = paid ? CheckCircle2 : Clock3;
  const tone = paid ? 'text-status-approved' : 'text-status-pending';
  return (
    <div
      className={`order-first flex items-center gap-4 rounded-2xl px-5 py-4 sm:order-none sm:flex-col sm:justify-center sm:gap-0 sm:px-4 sm:py-6 sm:text-center ${
        paid ? 'bg-status-approved/10' : 'bg-ivory'
      }`}
    >
      <Icon className={`h-7 w-7 shrink-0 ${tone}`} aria-hidden />
      <div>
        <p className="text-xs font-semibold uppercase tracking-widest text-muted sm:mt-2">{t(m.statusLabel)}</p>
        <p className={`mt-0.5 text-xl font-bold tracking-wider sm:mt-1 ${tone}`} data-testid="payment-status">
          {paid ? t(m.statusPaid) : t(m.statusPending)}
        </p>
      </div>
    </div>
  );
}

function NoticeBanner({ notice }: { notice: NonNullable<Notice> }) {
  const t = useT();
  const text = useText();
  if (notice.kind === 'verifying') {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-ivory px-4 py-3 text-sm text-ink" role="status">
        <Spinner /> {t(m.verifying)}
      </p>
    );
  }
  if (notice.kind === 'success') {
    return (
      <p
        className="flex items-start gap-2 rounded-xl border border-status-approved/30 bg-status-approved/10 px-4 py-3 text-sm font-medium text-status-approved"
        role="status"
      >
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{text(notice.message)}</span>
      </p>
    );
  }
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-status-rejected/30 bg-status-rejected/5 px-4 py-3 text-sm text-status-rejected"
      role="alert"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{text(notice.message)}</span>
    </p>
  );
}
