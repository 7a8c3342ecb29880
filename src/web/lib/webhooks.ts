import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookEndpoints } from '../../core/api/endpoints/webhooks';
import type { CreateWebhookInput, UpdateWebhookInput } from '../../core/api/webhooks';
import { callApi } from './call-api';

const webhooksKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

export function useWebhooks() {
  return useQuery({ queryKey: webhooksKey, queryFn: () => callApi(webhookEndpoints.list) });
}

export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => callApi(webhookEndpoints.deliveries, { params: { id } }),
    // Pending deliveries change on their own: keep the log fresh while it is open.
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : 10_000),
  });
}

function useWebhookMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }) });
}

export const useCreateWebhook = () =>
  useWebhookMutation((input: CreateWebhookInput) => callApi(webhookEndpoints.create, { body: input }));

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, changes }: { id: string; changes: UpdateWebhookInput }) =>
    callApi(webhookEndpoints.update, { params: { id }, body: changes }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => callApi(webhookEndpoints.delete, { params: { id } }));

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => callApi(webhookEndpoints.rotateSecret, { params: { id } }));

export const useRedeliverWebhook = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    callApi(webhookEndpoints.redeliver, { params: { id, deliveryId } }),
  );

/** "Send test event": a signed test POST now, answered with the receiver's status. */
export const useSendTestWebhook = () =>
  useMutation({
    mutationFn: (id: string) => callApi(webhookEndpoints.test, { params: { id } }),
  });
