import { people, useAppWorld } from '../support/kit';

/** One app per operator suite file (the kit's AppWorld), with a named account and a token for each role. */
export function useOperatorWorld() {
  return useAppWorld({
    accounts: {
      ...people('staff', 'auditor'),
      requester: { firstName: 'Rita', lastName: 'R', accountType: 'r' },
      buyer: { firstName: 'Bo', lastName: 'B', accountType: 'b' },
    },
  });
}
