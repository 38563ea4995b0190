import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/locale-context';
import { uiMessages as m } from './messages';

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** Accessible name, e.g. 'Upload progress'. */
  label: string;
  /** Text shown under the bar (and read as the value text). */
  text?: string;
  tone?: 'primary' | 'gold' | 'rose' | 'danger' | 'warning' | 'success';
  size?: 'thin' | 'regular';
  className?: string;
}

const TONE = {
  primary: 'bg-gradient-to-r from-primary-main to-primary-light',
  gold: 'bg-gradient-to-r from-secondary-dark to-secondary-main',
  rose: 'bg-gradient-to-r from-primary-main to-accent-main',
  // Status tones: a meter that changes colour with its level (the registration's form completion).
  danger: 'bg-gradient-to-r from-accent-dark to-accent-main',
  warning: 'bg-gradient-to-r from-status-pending to-secondary-main',
  success: 'bg-gradient-to-r from-status-approved to-emerald-500',
} as const;

/** A labelled progress bar; the portal's registration and uploads reuse it. */
export function ProgressBar({ value, label, text, tone = 'rose', size = 'regular', className = '' }: ProgressBarProps) {
  const t = useT();
  const format = useFormat();
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  const percent = format.number(pct / 100, { style: 'percent' });
  return (
    <div className={className}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={text ? t(m.progressValue, { percent, text }) : percent}
        className={`overflow-hidden rounded-full bg-hairline ${size === 'thin' ? 'h-1.5' : 'h-2.5'}`}
      >
        <div
          className={`h-full rounded-full ${TONE[tone]} transition-[width] duration-300 ease-out motion-reduce:transition-none`}
          style={{ width: `${pct}%` }}
        />
      </div>
      {text ? <p className="mt-2 text-sm text-muted">{text}</p> : null}
    </div>
  );
}
