/**
 * The card refusal that came back from the provider's challenge page, handed to the pay panel of
 * that order so it is said under Pay like any other refusal. The return is finished by the page
 * (before the panel may be on screen: the order becomes payable again only with the refetch), so a
 * refusal waits here until a panel of its order takes it.
 */
type Shown = (key: string) => void;

const waiting = new Map<string, string>();
const panels = new Map<string, Shown>();

/** Hands the refusal to the order's pay panel, now or when it appears. */
export function handOverRefusal(batchId: string, key: string): void {
  const panel = panels.get(batchId);
  if (panel) panel(key);
  else waiting.set(batchId, key);
}

/** Takes the refusal of this order still waiting for a panel (none came: the page says it elsewhere). */
export function takeWaitingRefusal(batchId: string): string | undefined {
  const key = waiting.get(batchId);
  waiting.delete(batchId);
  return key;
}

/** A pay panel on screen: it shows a waiting refusal at once and the later ones as they come. */
export function attachPayPanel(batchId: string, show: Shown): () => void {
  panels.set(batchId, show);
  const key = takeWaitingRefusal(batchId);
  if (key) show(key);
  return () => {
    if (panels.get(batchId) === show) panels.delete(batchId);
  };
}
