import { useState } from 'react';

/** What every command dialog of a screen is given by its host. */
export interface HostedDialogProps<T extends { position?: string }> {
  onClose: () => void;
  onDone: (result: T) => void;
}

/**
 * Which command dialog of a screen is open (one at a time). A success closes it and refetches
 * with the command's event position, so the page shows the change (read-your-writes).
 */
export function useCommandDialogs<Name extends string>(onChanged: (position?: string) => void) {
  const [open, setOpen] = useState<Name | null>(null);
  const hosted: HostedDialogProps<{ position?: string }> = {
    onClose: () => setOpen(null),
    onDone: (result) => {
      setOpen(null);
      onChanged(result.position);
    },
  };
  return { open, show: (name: Name) => setOpen(name), hosted };
}
