import { REVIEW_SECTIONS, type RegistrationForm, valueAt } from '@cq/shared';
import type { ReactNode } from 'react';
import { useT } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { contestantsMessages as m } from '../messages';
import { SECTION, useFieldLabel, useFieldValue } from '../use-labels';

/** Every field of the submitted form, in the eight steps of the portal, with the portal's labels. */
export function FormSections({ form, media }: { form: RegistrationForm; media: ReactNode }) {
  const t = useT();
  const fieldLabel = useFieldLabel();
  const fieldValue = useFieldValue();
  return (
    <>
      {REVIEW_SECTIONS.map((section) =>
        section.id === 'media' ? (
          <Panel key={section.id} title={t(SECTION[section.id])}>
            {media}
          </Panel>
        ) : (
          <Panel key={section.id} title={t(SECTION[section.id])}>
            <dl className="divide-y divide-hairline">
              {section.fields.map((field) => {
                const value = fieldValue(field, valueAt(form, field));
                return (
                  <div key={field} className="py-2 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-3">
                    <dt className="text-sm text-muted">{fieldLabel(field)}</dt>
                    <dd
                      className={`whitespace-pre-wrap break-words text-sm ${value ? 'text-ink' : 'italic text-muted'}`}
                    >
                      {value ?? t(m.notProvided)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Panel>
        ),
      )}
    </>
  );
}
