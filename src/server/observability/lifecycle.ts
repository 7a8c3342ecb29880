/**
 * Where this process is in its life: readiness answers 503 once it drains for a shutdown, so a
 * load balancer stops sending new work while in-flight turns finish.
 */
export type Lifecycle = { draining: boolean };

export const createLifecycle = (): Lifecycle => ({ draining: false });
