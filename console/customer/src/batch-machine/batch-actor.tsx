import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createActor, type Actor as XStateActor } from 'xstate';
import { useSelector } from '@xstate/react';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { batchMachine, type BatchMachine } from '@machines/batch/batch.machine';
import type { CommandType } from '@machines/batch/commands';
import type { ShippingStage } from '@machines/batch/batch.types';
import { useConfig, useSession } from '../app/services';
import {
  restoredBatchState,
  sameCommands,
  sameStages,
  selectAllowedCommands,
  selectShippingTargets,
  serverBatchOptions,
  viewerActor,
} from './batch-offer';

const BatchActorContext = createContext<XStateActor<BatchMachine> | null>(null);

/**
 * Gives the order's machine actor to the detail page's buttons. The actor is restored from the
 * order's state each time the detail is loaded (our own command, the other party's change, a
 * reconnect): it is never sent events, because only the server decides and the page then reloads.
 * The page below keeps its own state (an open dialog stays open across a reload).
 */
export function BatchActorProvider({ detail, children }: { detail: BatchDetail; children?: ReactNode }) {
  const actor = useMemo(() => createActor(batchMachine, { snapshot: restoredBatchState(detail) }), [detail]);
  return <BatchActorContext.Provider value={actor}>{children}</BatchActorContext.Provider>;
}

function useBatchActor(hook: string): XStateActor<BatchMachine> {
  const actor = useContext(BatchActorContext);
  if (!actor) throw new Error(`${hook} needs a BatchActorProvider above it`);
  return actor;
}

/** The commands the signed-in user may issue on this order now, in the machine's order. */
export function useAllowedCommands(): readonly CommandType[] {
  const actor = useBatchActor('useAllowedCommands');
  const session = useSession();
  const config = useConfig();
  const viewer = useMemo(() => viewerActor(session), [session]);
  const options = useMemo(() => serverBatchOptions(config), [config]);
  const select = useMemo(() => selectAllowedCommands(viewer, options), [viewer, options]);
  return useSelector(actor, select, sameCommands);
}

/** `can(command)`: whether the machine offers this command to the signed-in user now. */
export function useCan(): (command: CommandType) => boolean {
  const allowed = useAllowedCommands();
  return useMemo(() => (command: CommandType) => allowed.includes(command), [allowed]);
}

/** The shipping stages the machine would move this order to now, in journey order (the stage picker). */
export function useShippingTargets(): readonly ShippingStage[] {
  return useSelector(useBatchActor('useShippingTargets'), selectShippingTargets, sameStages);
}
