/**
 * Every write the app acknowledged with a 2xx, as the client saw it. After the run each must be in
 * the database: an instance killed mid-run, or PostgreSQL restarted, may fail requests, never lose
 * one it answered.
 */
export interface AcknowledgedWrites {
  /** Sign-ups: user id and email. */
  users: Array<{ id: string; email: string }>;
  /** Confirmed emails (the link answered). */
  verifiedUsers: string[];
  /** Gallery photos: their row ids. */
  media: string[];
  jobs: string[];
  applications: string[];
  proposals: string[];
  /** Contracts and the furthest state an answer reported (awaiting_payment, funded, completed). */
  contracts: Map<string, string>;
  /** Approved wallet top-ups: payment ids. */
  topUps: string[];
  reviews: string[];
}

const contractOrder = ['awaiting_payment', 'funded', 'completed'];

export function createAcknowledgedWrites(): AcknowledgedWrites & { contractReached(id: string, status: string): void } {
  const writes: AcknowledgedWrites = {
    users: [],
    verifiedUsers: [],
    media: [],
    jobs: [],
    applications: [],
    proposals: [],
    contracts: new Map(),
    topUps: [],
    reviews: [],
  };
  return {
    ...writes,
    contractReached(id: string, status: string) {
      const before = writes.contracts.get(id);
      if (before === undefined || contractOrder.indexOf(status) > contractOrder.indexOf(before)) writes.contracts.set(id, status);
    },
  };
}

export { contractOrder };
