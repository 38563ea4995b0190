import { SECOND_FACTOR_POLICIES, type SecondFactorPolicy } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Panel } from '../../components/admin-page';
import { secondFactorPolicyQuery, useSetSecondFactorPolicy } from '../api/second-factor-policy';

const CHOICES: Record<SecondFactorPolicy, { label: string; description: string }> = {
  sensitive: {
    label: 'Staff who handle money or people’s data',
    description:
      'Super admins and everyone with a payments or users permission (which also covers privacy requests). Recommended.',
  },
  'all-staff': {
    label: 'Every member of staff',
    description: 'Everyone who reaches the back office, judges included.',
  },
  off: {
    label: 'Nobody',
    description: 'Anyone may still turn it on for their own account. Not recommended while staff handle payments.',
  },
};

/**
 * The organisation's rule on two-step sign-in. Staff it covers who have not set it up are led to their Account
 * settings after sign-in and reach nothing else of the back office until they have.
 */
export function SecondFactorPolicyPanel({ canChange }: { canChange: boolean }) {
  const { data, isError } = useQuery(secondFactorPolicyQuery);
  const change = useSetSecondFactorPolicy();
  return (
    <Panel title="Two-step sign-in">
      {isError ? <p className="text-sm text-status-rejected">The rule could not be loaded.</p> : null}
      <fieldset disabled={!canChange || change.isPending || !data}>
        <legend className="mb-3 text-sm text-ink">Who must sign in with a code from an authenticator app</legend>
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
                <span className="block text-sm font-semibold text-ink">{CHOICES[policy].label}</span>
                <span className="block text-xs text-muted">{CHOICES[policy].description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {canChange ? null : <p className="mt-3 text-xs text-muted">Changing it needs the users update permission.</p>}
    </Panel>
  );
}
