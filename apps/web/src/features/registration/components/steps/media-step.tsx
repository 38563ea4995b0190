import { formatBytes, type MediaList, UPLOAD_RULES, type UploadType } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import type { Uploads } from '../../form/use-uploads';
import { FileField } from '../fields/file-field';
import { stepMessages as m } from './messages';
import type { StepProps } from './step-props';

/** Each slot's label and hint (what to send, its formats and largest size). */
const SLOTS: ReadonlyArray<{ type: UploadType; label: MessageDescriptor; required: boolean; hint: MessageDescriptor }> =
  [
    { type: 'headshot', label: m.headshot, required: true, hint: m.headshotHint },
    { type: 'fullBody', label: m.fullBody, required: true, hint: m.fullBodyHint },
    { type: 'video', label: m.video, required: false, hint: m.videoHint },
    { type: 'birthCertificate', label: m.birthCertificate, required: true, hint: m.birthCertificateHint },
  ];

export function MediaStep({
  form,
  errors,
  uploads,
  media,
}: Omit<StepProps, 'set'> & { uploads: Uploads; media?: MediaList }) {
  const t = useT();
  return (
    <div className="space-y-5">
      <p className="rounded-xl bg-ivory px-4 py-3 text-sm text-muted">{t(m.mediaIntro)}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {SLOTS.map((slot) => (
          <FileField
            key={slot.type}
            uploadType={slot.type}
            label={t(slot.label)}
            required={slot.required}
            hint={t(slot.hint, { size: formatBytes(UPLOAD_RULES[slot.type].maxBytes) })}
            value={form[slot.type]}
            previewUrl={
              uploads.uploaded[slot.type]?._id === form[slot.type]?._id
                ? uploads.uploaded[slot.type]?.url
                : media?.[slot.type]?._id === form[slot.type]?._id
                  ? media?.[slot.type]?.url
                  : undefined
            }
            progress={uploads.progress[slot.type]}
            error={uploads.errors[slot.type] ?? errors[slot.type]}
            onSelect={(file) => void uploads.upload(slot.type, file)}
          />
        ))}
      </div>
    </div>
  );
}
