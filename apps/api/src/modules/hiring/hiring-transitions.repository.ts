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
  /** Records a step taken (who, when, from and to what); build the repository on the transaction that took it. */
  async function record(entry: TransitionRecord): Promise<void> {
    await db.insert(hiringTransitions).values(entry);
  }

  return {
    record,

    /** Records the step that made a row: from no state to the one it was inserted in ('create', or 'apply' for an application). */
    async recordCreation(entity: Entity, row: { id: string; status: string }, actor: { id: string; role: HiringActor }, action = 'create'): Promise<void> {
      await record({ entity, entityId: row.id, action, fromState: null, toState: row.status, actorId: actor.id, actorRole: actor.role });
    },
  };
}
