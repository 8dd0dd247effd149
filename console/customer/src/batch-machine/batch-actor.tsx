import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandType } from '@machines/batch/commands';
import type { ShippingStage } from '@machines/batch/batch.types';
import type { BatchErrorCode } from '@machines/batch/batch.errors';
import { useConfig, useSession } from '../app/services';
import { RouteFailureView } from '../app/lazy-page';

type Offer = typeof import('./batch-offer');

/** The order's machine (xstate and machines/batch, about a tenth of the order page) once downloaded. */
let offer: Offer | undefined;
let loading: Promise<Offer> | undefined;

/**
 * Downloads the order's machine, once. The detail page starts it beside the order's own request, so
 * neither waits for the other and the page's first paint waits for neither; a failed download is
 * forgotten, so the next call tries again.
 */
export function loadBatchMachine(): Promise<Offer> {
  loading ??= import('./batch-offer').then(
    (loaded) => (offer = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

interface OrderMachine {
  offer: Offer;
  actor: ReturnType<Offer['restoredBatchActor']>;
}

/** `null` while the machine downloads: nothing is offered yet (the buttons come with it). */
const BatchActorContext = createContext<OrderMachine | null | undefined>(undefined);

function useOffer(): { loaded?: Offer; failed?: unknown; retry: () => void } {
  const [loaded, setLoaded] = useState(offer);
  const [failed, setFailed] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadBatchMachine().then(
      (module) => live && setLoaded(module),
      (error: unknown) => live && setFailed(error),
    );
    return () => {
      live = false;
    };
  }, [loaded, attempt]);
  const retry = () => {
    setFailed(undefined);
    setAttempt((n) => n + 1);
  };
  return { loaded, failed, retry };
}

/**
 * Gives the order's machine actor to the detail page's buttons. The actor is restored from the
 * order's state each time the detail is loaded (our own command, the other party's change, a
 * reconnect): it is never sent events, because only the server decides and the page then reloads.
 * The page below keeps its own state (an open dialog stays open across a reload). The page shows the
 * order while the machine downloads; if it cannot be downloaded, the load-failed error with a retry.
 */
export function BatchActorProvider({ detail, children }: { detail: BatchDetail; children?: ReactNode }) {
  const { loaded, failed, retry } = useOffer();
  const machine = useMemo(
    () => (loaded ? { offer: loaded, actor: loaded.restoredBatchActor(detail) } : null),
    [loaded, detail],
  );
  return (
    <BatchActorContext.Provider value={machine}>
      {failed !== undefined && <RouteFailureView chunk error={failed} retry={retry} padding={0} />}
      {children}
    </BatchActorContext.Provider>
  );
}

function useBatchActor(hook: string): OrderMachine | null {
  const machine = useContext(BatchActorContext);
  if (machine === undefined) throw new Error(`${hook} needs a BatchActorProvider above it`);
  return machine;
}

type Snapshot = ReturnType<OrderMachine['actor']['getSnapshot']>;
const NONE: readonly never[] = [];

/** A selector that reads nothing while the machine downloads (no actor, no snapshot). */
const orNone =
  <T,>(select: ((snapshot: Snapshot) => readonly T[]) | undefined) =>
  (snapshot: Snapshot | undefined): readonly T[] =>
    select && snapshot ? select(snapshot) : NONE;

/** A selector that reads null while the machine downloads (no actor, no snapshot). */
const orNull =
  <T,>(select: ((snapshot: Snapshot) => T | null) | undefined) =>
  (snapshot: Snapshot | undefined): T | null =>
    select && snapshot ? select(snapshot) : null;

/** The commands the signed-in user may issue on this order now, in the machine's order. */
export function useAllowedCommands(): readonly CommandType[] {
  const machine = useBatchActor('useAllowedCommands');
  const session = useSession();
  const config = useConfig();
  const select = useMemo(() => {
    if (!machine) return orNone<CommandType>(undefined);
    const { viewerActor, serverBatchOptions, selectAllowedCommands } = machine.offer;
    return orNone(selectAllowedCommands(viewerActor(session), serverBatchOptions(config)));
  }, [machine, session, config]);
  return useSelector(machine?.actor, select, machine?.offer.sameCommands);
}

/** `can(command)`: whether the machine offers this command to the signed-in user now. */
export function useCan(): (command: CommandType) => boolean {
  const allowed = useAllowedCommands();
  return useMemo(() => (command: CommandType) => allowed.includes(command), [allowed]);
}

/**
 * Why the machine refuses `command` to the signed-in user now (the code the server would answer), null
 * when it offers it, and null while the machine downloads.
 */
export function useRefusal(command: CommandType): BatchErrorCode | null {
  const machine = useBatchActor('useRefusal');
  const session = useSession();
  const config = useConfig();
  const select = useMemo(() => {
    if (!machine) return orNull<BatchErrorCode>(undefined);
    const { viewerActor, serverBatchOptions, selectRefusal } = machine.offer;
    return orNull(selectRefusal(viewerActor(session), serverBatchOptions(config), command));
  }, [machine, session, config, command]);
  return useSelector(machine?.actor, select);
}

/** The shipping stages the signed-in user may move this order to now, in journey order (the stage picker). */
export function useShippingTargets(): readonly ShippingStage[] {
  const machine = useBatchActor('useShippingTargets');
  const session = useSession();
  const config = useConfig();
  const select = useMemo(() => {
    if (!machine) return orNone<ShippingStage>(undefined);
    const { viewerActor, serverBatchOptions, selectShippingTargets } = machine.offer;
    return orNone(selectShippingTargets(viewerActor(session), serverBatchOptions(config)));
  }, [machine, session, config]);
  return useSelector(machine?.actor, select, machine?.offer.sameStages);
}
