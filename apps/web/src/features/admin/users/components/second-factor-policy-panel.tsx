import { SECOND_FACTOR_POLICIES, type SecondFactorPolicy } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { Panel } from '../../components/admin-page';
import { secondFactorPolicyQuery, useSetSecondFactorPolicy } from '../api/second-factor-policy';
import { usersMessages as m } from '../messages';

const CHOICES: Record<SecondFactorPolicy, { label: MessageDescriptor; description: MessageDescriptor }> = {
  sensitive: { label: m.policySensitive, description: m.policySensitiveHint },
  'all-staff': { label: m.policyAllStaff, description: m.policyAllStaffHint },
  off: { label: m.policyOff, description: m.policyOffHint },
};

/**
 * The organisation's rule on two-step sign-in. Staff it covers who have not set it up are led to their Account
 * settings after sign-in and reach nothing else of the back office until they have.
 */
export function SecondFactorPolicyPanel({ canChange }: { canChange: boolean }) {
  const t = useT();
  const { data, isError } = useQuery(secondFactorPolicyQuery);
  const change = useSetSecondFactorPolicy();
  return (
    <Panel title={t(m.policyTitle)}>
      {isError ? <p className="text-sm text-status-rejected">{t(m.ruleFailed)}</p> : null}
      <fieldset disabled={!canChange || change.isPending || !data}>
        <legend className="mb-3 text-sm text-ink">{t(m.policyLegend)}</legend>
        <div className="space-y-2">
          {SECOND_FACTOR_POLICIES.map((policy) => (
            <label
              key={policy}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-hairline p-3 has-[:checked]:border-primary-main"
            >
              <input
                type="radio"
                name="second-factor-policy"
                value={policy}
                checked={data === policy}
                onChange={() => change.mutate(policy)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-semibold text-ink">{t(CHOICES[policy].label)}</span>
                <span className="block text-xs text-muted">{t(CHOICES[policy].description)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {canChange ? null : <p className="mt-3 text-xs text-muted">{t(m.policyNeedsPermission)}</p>}
    </Panel>
  );
}
