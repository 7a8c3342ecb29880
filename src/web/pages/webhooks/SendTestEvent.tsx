import { Alert } from '../../components/Alert';
import { errorMessage } from '../../lib/api';
import { useSendTestWebhook } from '../../lib/webhooks';

/** "Send test event": one signed `webhook.test` POST now, and what the receiver answered. */
export function SendTestEvent({ webhookId }: { webhookId: string }) {
  const test = useSendTestWebhook();
  const result = test.data;
  return (
    <div className="mt-3 space-y-2">
      <button type="button" className="btn-secondary" disabled={test.isPending} onClick={() => test.mutate(webhookId)}>
        {test.isPending ? 'Sending test event...' : 'Send test event'}
      </button>
      <div aria-live="polite">
        {test.isError && <Alert tone="error">{errorMessage(test.error, 'The test event could not be sent.')}</Alert>}
        {result &&
          (result.ok ? (
            <Alert tone="success">
              Test event delivered: the endpoint answered {result.statusCode} in {result.latencyMs} ms.
            </Alert>
          ) : (
            <Alert tone="error">
              Test event failed: {result.error}
              {result.statusCode !== null && ` (status ${result.statusCode}, ${result.latencyMs} ms)`}.
            </Alert>
          ))}
        {result?.responseExcerpt && (
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-700">What the endpoint answered</summary>
            <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
              {result.responseExcerpt}
            </pre>
          </details>
        )}
      </div>
    </div>
  );
}
