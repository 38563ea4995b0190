import { CheckCircle2 } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';

const TEXT = {
  create: {
    title: 'Registration Submitted!',
    body: 'Your registration has been submitted successfully. Our team will review it and be in touch by email.',
  },
  edit: {
    title: 'Registration Updated!',
    body: 'Your registration has been updated successfully. It is back with our team for review.',
  },
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
  const text = TEXT[mode];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={text.title}
      description={text.body}
      size="small"
      icon={
        <span className="grid h-16 w-16 place-items-center rounded-full bg-status-approved/10">
          <CheckCircle2 className="h-9 w-9 text-status-approved" aria-hidden />
        </span>
      }
      footer={
        <button type="button" className="btn-primary w-full" onClick={onClose}>
          View my registration
        </button>
      }
    />
  );
}
