import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookPaths,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookList,
  type WebhookWithSecret,
  type WebhookTestResult,
} from '../../core/api/webhooks';
import { apiFetch } from './api';

const webhooksKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

export function useWebhooks() {
  return useQuery({ queryKey: webhooksKey, queryFn: () => apiFetch<WebhookList>(webhookPaths.list) });
}

export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => apiFetch<WebhookDeliveryList>(webhookPaths.deliveries(id)),
    // Pending deliveries change on their own: keep the log fresh while it is open.
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : 10_000),
  });
}

function useWebhookMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }) });
}

export const useCreateWebhook = () =>
  useWebhookMutation((input: CreateWebhookInput) =>
    apiFetch<WebhookWithSecret>(webhookPaths.list, { method: 'POST', body: input }),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, changes }: { id: string; changes: UpdateWebhookInput }) =>
    apiFetch<Webhook>(webhookPaths.endpoint(id), { method: 'PATCH', body: changes }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => apiFetch<void>(webhookPaths.endpoint(id), { method: 'DELETE' }));

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => apiFetch<WebhookWithSecret>(webhookPaths.rotate(id), { method: 'POST' }));

export const useRedeliverWebhook = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    apiFetch<WebhookDelivery>(webhookPaths.redeliver(id, deliveryId), { method: 'POST' }),
  );

/** "Send test event": a signed test POST now, answered with the receiver's status. */
export const useSendTestWebhook = () =>
  useMutation({
    mutationFn: (id: string) => apiFetch<WebhookTestResult>(webhookPaths.test(id), { method: 'POST' }),
  });
