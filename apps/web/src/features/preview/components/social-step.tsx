import { useT } from '../../../i18n/locale-context';
import { previewMessages as m } from '../messages';
import { StepSection, TextField } from './inputs';
import type { StepProps } from './wizard-types';

const NETWORKS = [
  ['instagram', 'Instagram', true],
  ['facebook', 'Facebook', false],
  ['twitter', 'X (Twitter)', false],
  ['tiktok', 'TikTok', false],
  ['youtube', 'YouTube', false],
] as const;

const ADDRESS = [
  ['street', m.streetOptional, 'address-line1'],
  ['city', m.cityOptional, 'address-level2'],
  ['state', m.stateOptional, 'address-level1'],
  ['country', m.countryOptional, 'country-name'],
  ['postalCode', m.postalCodeOptional, 'postal-code'],
] as const;

export function SocialStep({ draft, patch }: StepProps) {
  const t = useT();
  const ec = draft.emergencyContact;
  return (
    <div className="space-y-10">
      <StepSection title={t(m.socialMedia)}>
        <div className="grid gap-5 sm:grid-cols-2">
          {NETWORKS.map(([key, label, required]) => (
            <TextField
              key={key}
              id={`pv-${key}`}
              label={t(required ? m.handle : m.networkOptional, { network: label })}
              required={required}
              placeholder={t(m.handleExample)}
              value={draft.socialMedia[key]}
              onChange={(v) =>
                patch((d) => {
                  d.socialMedia[key] = v;
                })
              }
            />
          ))}
        </div>
      </StepSection>
      <StepSection title={t(m.emergencyContact)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="pv-ec-name"
            label={t(m.name)}
            required
            value={ec.name}
            onChange={(v) =>
              patch((d) => {
                d.emergencyContact.name = v;
              })
            }
          />
          <TextField
            id="pv-ec-relationship"
            label={t(m.relationship)}
            required
            placeholder={t(m.relationshipExample)}
            value={ec.relationship}
            onChange={(v) =>
              patch((d) => {
                d.emergencyContact.relationship = v;
              })
            }
          />
          <TextField
            id="pv-ec-phone"
            label={t(m.phone)}
            type="tel"
            required
            value={ec.phone}
            onChange={(v) =>
              patch((d) => {
                d.emergencyContact.phone = v;
              })
            }
          />
          <TextField
            id="pv-ec-email"
            label={t(m.email)}
            type="email"
            required
            value={ec.email}
            onChange={(v) =>
              patch((d) => {
                d.emergencyContact.email = v;
              })
            }
          />
          {ADDRESS.map(([key, label, autoComplete]) => (
            <TextField
              key={key}
              id={`pv-ec-${key}`}
              label={t(label)}
              autoComplete={`section-emergency ${autoComplete}`}
              value={ec.address[key]}
              onChange={(v) =>
                patch((d) => {
                  d.emergencyContact.address[key] = v;
                })
              }
            />
          ))}
        </div>
      </StepSection>
    </div>
  );
}
