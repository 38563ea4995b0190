import { formatBytes, type MediaList, UPLOAD_RULES, type UploadType } from '@cq/shared';
import type { Uploads } from '../../form/use-uploads';
import { FileField } from '../fields/file-field';
import type { StepProps } from './step-props';

const SLOTS: ReadonlyArray<{ type: UploadType; label: string; required: boolean; help: string }> = [
  { type: 'headshot', label: 'Headshot', required: true, help: 'A clear, recent photo of your face and shoulders.' },
  { type: 'fullBody', label: 'Full body photo', required: true, help: 'Standing, head to toe, in plain clothing.' },
  { type: 'video', label: 'Video', required: false, help: 'Up to two minutes introducing yourself and your cause.' },
  {
    type: 'birthCertificate',
    label: 'Birth certificate',
    required: true,
    help: 'A scan or clear photo, to confirm your age.',
  },
];
const FORMATS: Record<UploadType, string> = {
  headshot: 'JPEG, PNG or WebP',
  fullBody: 'JPEG, PNG or WebP',
  video: 'MP4, WebM or MOV',
  birthCertificate: 'PDF, JPEG or PNG',
};

export function MediaStep({
  form,
  errors,
  uploads,
  media,
}: Omit<StepProps, 'set'> & { uploads: Uploads; media?: MediaList }) {
  return (
    <div className="space-y-5">
      <p className="rounded-xl bg-ivory px-4 py-3 text-sm text-muted">
        Your files are private: only you and the pageant team can see them. Photos are re-saved without their camera
        data, so no location leaves your phone.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {SLOTS.map((slot) => (
          <FileField
            key={slot.type}
            uploadType={slot.type}
            label={slot.label}
            required={slot.required}
            hint={`${slot.help} ${FORMATS[slot.type]}, up to ${formatBytes(UPLOAD_RULES[slot.type].maxBytes)}.`}
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
