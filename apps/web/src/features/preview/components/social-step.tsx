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
  ['street', 'Street', 'address-line1'],
  ['city', 'City', 'address-level2'],
  ['state', 'State / region', 'address-level1'],
  ['country', 'Country', 'country-name'],
  ['postalCode', 'Postal code', 'postal-code'],
] as const;

export function SocialStep({ draft, patch }: StepProps) {
  const ec = draft.emergencyContact;
  return (
    <div className="space-y-10">
      <StepSection title="Social media">
        <div className="grid gap-5 sm:grid-cols-2">
          {NETWORKS.map(([key, label, required]) => (
            <TextField
              key={key}
              id={`pv-${key}`}
              label={required ? `${label} handle` : `${label} (optional)`}
              required={required}
              placeholder="@yourname"
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
      <StepSection title="Emergency contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="pv-ec-name"
            label="Name"
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
            label="Relationship"
            required
            placeholder="e.g. Mother"
            value={ec.relationship}
            onChange={(v) =>
              patch((d) => {
                d.emergencyContact.relationship = v;
              })
            }
          />
          <TextField
            id="pv-ec-phone"
            label="Phone"
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
            label="Email"
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
              label={`${label} (optional)`}
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
