import type { WebhookDelivery } from '../../../core/api/webhooks';
import { Alert } from '../../components/Alert';
import { cardTable } from '../../components/card-table';
import { SendTestEvent } from './SendTestEvent';
import { PageSpinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useRedeliverWebhook, useWebhookDeliveries } from '../../lib/webhooks';

const th = 'px-3 py-2 text-left font-semibold text-slate-700';
const td = `px-3 py-2 align-top ${cardTable.cell}`;

const STATUS_LABEL: Record<WebhookDelivery['status'], string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
};
const STATUS_TONE: Record<WebhookDelivery['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** Every attempt with the start of the receiver's answer, shown as plain text. */
function AttemptLog({ attempts }: { attempts: WebhookDelivery['attemptLog'] }) {
  return (
    <details className="mt-1 text-xs text-slate-700">
      <summary className="cursor-pointer">Attempts</summary>
      <ol className="mt-1 space-y-2">
        {attempts.map((a) => (
          <li key={a.attempt}>
            #{a.attempt} · {a.statusCode ?? 'no answer'} · {a.latencyMs} ms · {new Date(a.at).toLocaleTimeString()}
            {a.error && <span className="block break-words">{a.error}</span>}
            {a.responseExcerpt && (
              <pre className="mt-1 max-h-32 overflow-auto rounded bg-slate-50 p-2 break-all whitespace-pre-wrap">
                {a.responseExcerpt}
              </pre>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** "Send test event" and an endpoint's latest deliveries. */
export function DeliveryLog({ webhookId, url }: { webhookId: string; url: string }) {
  return (
    <>
      <SendTestEvent webhookId={webhookId} />
      <Deliveries webhookId={webhookId} url={url} />
    </>
  );
}

/** An endpoint's latest deliveries: event, result, attempts, status code, latency, time, and Redeliver. */
function Deliveries({ webhookId, url }: { webhookId: string; url: string }) {
  const log = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliverWebhook();

  if (log.isPending) return <PageSpinner />;
  if (log.isError) return <Alert tone="error">Could not load the delivery log. Reload the page to try again.</Alert>;
  if (log.data.deliveries.length === 0)
    return <p className="mt-2 text-sm text-slate-600">No deliveries yet. Events appear here as they are sent.</p>;

  return (
    <div className="mt-3">
      {redeliver.isError && <Alert tone="error">{errorMessage(redeliver.error, 'Could not redeliver')}</Alert>}
      <table className={cardTable.table} aria-label={`Deliveries to ${url}`}>
        <thead className={cardTable.head}>
          <tr>
            <th className={th}>Event</th>
            <th className={th}>Result</th>
            <th className={th}>Status code</th>
            <th className={th}>Latency</th>
            <th className={th}>Attempts</th>
            <th className={th}>Time</th>
            <th className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {log.data.deliveries.map((d) => (
            <tr key={d.id} className={cardTable.row} data-testid="webhook-delivery">
              <td className={`${td} ${cardTable.wide}`} data-label="Event">
                <code>{d.eventType}</code>
                {d.redeliveryOf && <span className="ml-1 text-xs text-slate-600">(redelivery)</span>}
                <span className="block text-xs break-all text-slate-500">{d.id}</span>
              </td>
              <td className={td} data-label="Result">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[d.status]}`}>
                  {STATUS_LABEL[d.status]}
                </span>
                {d.lastError && <span className="mt-1 block text-xs break-words text-slate-600">{d.lastError}</span>}
                {d.attemptLog.length > 0 && <AttemptLog attempts={d.attemptLog} />}
              </td>
              <td className={td} data-label="Status code">
                {d.lastStatusCode ?? '—'}
              </td>
              <td className={td} data-label="Latency">
                {d.lastLatencyMs === null ? '—' : `${d.lastLatencyMs} ms`}
              </td>
              <td className={td} data-label="Attempts">
                {d.attempts}
              </td>
              <td className={td} data-label="Time">
                {new Date(d.lastAttemptAt ?? d.createdAt).toLocaleString()}
              </td>
              <td className={`${td} ${cardTable.wide}`} data-label="">
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={redeliver.isPending}
                  aria-label={`Redeliver ${d.eventType} ${d.id}`}
                  onClick={() =>
                    redeliver.mutate({ id: webhookId, deliveryId: d.id }, { onSuccess: () => void log.refetch() })
                  }
                >
                  Redeliver
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
