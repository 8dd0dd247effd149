import { useAppWorld } from '../support/kit';

/** One app per operator suite file (the kit's AppWorld), with a named account and a token for each role. */
export function useOperatorWorld() {
  return useAppWorld({
    accounts: {
      staff: { firstName: 'Sam', lastName: 'Staff', accountType: 's' },
      auditor: { firstName: 'Ada', lastName: 'Auditor', accountType: 'x' },
      requester: { firstName: 'Rita', lastName: 'R', accountType: 'r' },
      buyer: { firstName: 'Bo', lastName: 'B', accountType: 'b' },
    },
  });
}
