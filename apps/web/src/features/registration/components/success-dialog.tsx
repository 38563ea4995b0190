import { CheckCircle2 } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../i18n/locale-context';
import { registrationMessages as m } from './messages';

const TEXT = {
  create: { title: m.submittedTitle, body: m.submittedBody },
  edit: { title: m.updatedTitle, body: m.updatedBody },
} as const;

export function SuccessDialog({
  mode,
  open,
  onClose,
}: {
  mode: 'create' | 'edit';
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const text = TEXT[mode];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t(text.title)}
      description={t(text.body)}
      size="small"
      icon={
        <span className="grid h-16 w-16 place-items-center rounded-full bg-status-approved/10">
          <CheckCircle2 className="h-9 w-9 text-status-approved" aria-hidden />
        </span>
      }
      footer={
        <button type="button" className="btn-primary w-full" onClick={onClose}>
          {t(m.viewRegistration)}
        </button>
      }
    />
  );
}
