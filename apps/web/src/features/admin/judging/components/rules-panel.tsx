import type { AdminRoundDetail, RoundRules } from '@cq/shared';
import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { judgingAdmin } from '../api/judging-admin-api';
import { judgingAdminMessages as m } from '../messages';
import { RulesEditor, rulesProblem } from './rules-editor';
import { useRoundUpdate } from './use-round-update';

/** The round's segments, weights and scale: changed while it is being set up, fixed once it opens. */
export function RulesPanel({ round, editable }: { round: AdminRoundDetail; editable: boolean }) {
  const t = useT();
  const [rules, setRules] = useState<RoundRules>(round.rules);
  useEffect(() => setRules(round.rules), [round.rules]);
  const update = useRoundUpdate(round.id);
  const save = useMutation({
    mutationFn: () => judgingAdmin.rules(round.id, rules),
    onSuccess: (detail) => {
      update(detail);
      toast.success(t(m.rulesSaved));
    },
  });
  const problem = rulesProblem(rules);
  return (
    <Panel
      title={t(m.scoringRules)}
      actions={editable ? null : <Lock className="h-4 w-4 text-muted" aria-label={t(m.fixed)} />}
    >
      <div className="grid gap-4 p-5">
        {editable ? null : <p className="text-sm text-muted">{t(m.fixedOnceOpen)}</p>}
        <RulesEditor rules={rules} onChange={setRules} disabled={!editable} />
        {save.isError ? (
          <p className="text-sm text-status-rejected" role="alert">
            {messageOf(save.error, t(m.rulesSaveFailed))}
          </p>
        ) : null}
        {editable ? (
          <div>
            <Button busy={save.isPending} disabled={problem !== null} onClick={() => save.mutate()}>
              {t(m.saveRules)}
            </Button>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
