import type { HiringActor } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { hiringTransitions } from '../../db/schema/index.ts';

type Entity = (typeof hiringTransitions.$inferInsert)['entity'];

export interface TransitionRecord {
  entity: Entity;
  entityId: string;
  action: string;
  fromState: string | null;
  toState: string;
  actorId: string | null;
  actorRole: HiringActor;
}

/** The log of every step taken on jobs, applications, proposals and contracts. */
export function createHiringTransitionsRepository(db: Database) {
  return {
    /** Records a step taken (who, when, from and to what); build the repository on the transaction that took it. */
    async record(entry: TransitionRecord): Promise<void> {
      await db.insert(hiringTransitions).values(entry);
    },
  };
}
