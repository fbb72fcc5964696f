/**
 * Whether this process should be sent traffic. server.ts marks it shutting down on SIGTERM, before
 * it stops accepting connections, so a balancer polling /api/health/ready moves away first
 * (docs/architecture.md, "Lifecycle").
 */
export interface Readiness {
  readonly shuttingDown: boolean;
  markShuttingDown(): void;
}

export function createReadiness(): Readiness {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    markShuttingDown() {
      shuttingDown = true;
    },
  };
}
