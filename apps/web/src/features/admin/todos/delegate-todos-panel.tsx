import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { Panel } from '../components/admin-page';
import { useAdminFormat } from '../components/format';
import { delegateTodosQuery } from './api/todos';
import { todosMessages as m } from './messages';
import { STATE_LABELS } from './state-labels';

/** On a delegate's record: her to-dos, each done, due or late, with her answer or her file. */
export function DelegateTodosPanel({ contestantId }: { contestantId: string }) {
  const t = useT();
  const dates = useAdminFormat();
  const { data: items, error } = useQuery(delegateTodosQuery(contestantId));
  return (
    <Panel
      title={t(m.panelTitle)}
      actions={
        <Link to="/admin/todos" className="text-sm font-semibold text-primary-main hover:underline">
          {t(m.allDelegates)}
        </Link>
      }
    >
      {error ? <p className="text-sm text-muted">{t(m.panelLoadFailed)}</p> : null}
      {items?.length === 0 ? <p className="text-sm text-muted">{t(m.noneForHer)}</p> : null}
      {items?.length ? (
        <ul className="divide-y divide-hairline">
          {items.map((item) => (
            <li key={item._id} className="py-2.5 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{item.title}</span>
                <span className={item.state === 'late' ? 'font-semibold text-status-rejected' : 'text-muted'}>
                  {t(STATE_LABELS[item.state])}
                </span>
              </p>
              <p className="text-xs text-muted">
                {t(m.dueOn, { date: dates.dateTime(item.deadline) })}
                {item.completedAt ? ` · ${t(m.sentOn, { date: dates.dateTime(item.completedAt) })}` : ''}
              </p>
              {item.answer ? <p className="mt-1 whitespace-pre-line">{item.answer}</p> : null}
              {item.reason ? (
                <p className="mt-1 text-xs text-muted">{t(m.sentBackReason, { reason: item.reason })}</p>
              ) : null}
              {item.file ? (
                <a
                  href={item.file.url}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-1 inline-block font-semibold text-primary-main underline"
                >
                  {item.file.name}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
