import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Panel } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { delegateTodosQuery } from './api/todos';
import { STATE_LABELS } from './state-labels';

/** On a delegate's record: her to-dos, each done, due or late, with her answer or her file. */
export function DelegateTodosPanel({ contestantId }: { contestantId: string }) {
  const { data: items, error } = useQuery(delegateTodosQuery(contestantId));
  return (
    <Panel
      title="To-dos"
      actions={
        <Link to="/admin/todos" className="text-sm font-semibold text-primary-main hover:underline">
          All delegates
        </Link>
      }
    >
      {error ? <p className="text-sm text-muted">Her to-dos could not be loaded.</p> : null}
      {items?.length === 0 ? <p className="text-sm text-muted">No to-dos for her.</p> : null}
      {items?.length ? (
        <ul className="divide-y divide-hairline">
          {items.map((item) => (
            <li key={item._id} className="py-2.5 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{item.title}</span>
                <span className={item.state === 'late' ? 'font-semibold text-status-rejected' : 'text-muted'}>
                  {STATE_LABELS[item.state]}
                </span>
              </p>
              <p className="text-xs text-muted">
                Due {formatDateTime(item.deadline)}
                {item.completedAt ? ` · sent ${formatDateTime(item.completedAt)}` : ''}
              </p>
              {item.answer ? <p className="mt-1 whitespace-pre-line">{item.answer}</p> : null}
              {item.reason ? <p className="mt-1 text-xs text-muted">Sent back: {item.reason}</p> : null}
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
