import {
  command,
  ALL_ACTORS,
  ACCOUNT_A,
  AUDITOR,
  BUYER,
  OTHER_BUYER,
  OTHER_REQUESTER,
  REQUESTER,
  STAFF,
  SYSTEM,
} from '../testing/batch-fixtures';
import { sampleData } from '../testing/batch-samples';
import { scenarioAt } from '../testing/batch-scenario';
import { COMMAND_TYPES, type CommandType } from './commands';
import { asStateLike, decide, initialState } from './batch.decider';
import { isDomainError } from './batch.errors';
import { allowedCommands } from './batch.permissions';
import { FINAL_STATUSES } from './batch.transitions';
import { STATUS_NAMES, type StatusName } from './statuses';

const AUTH_CODES = [
  'BATCH_NOT_AUTHORIZED',
  'BATCH_NOT_OWNER',
  'BATCH_NOT_ASSIGNED_BUYER',
  'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
];

const states = STATUS_NAMES.map((name) => [name, scenarioAt(name).state] as const);

describe.each(states)('in status %s', (status, state) => {
  it.each(ALL_ACTORS.map((a) => [`${a.role}:${a.id}:${a.accountType ?? '-'}`, a] as const))(
    'every command not allowed for %s is refused with a domain error',
    (_label, actor) => {
      const allowed = allowedCommands(asStateLike(state), actor);
      for (const type of COMMAND_TYPES.filter((t) => !allowed.includes(t))) {
        for (const v of [0, 1]) {
          const result = decide(command(type, sampleData(type, state.context, v), actor), state);
          expect({ type, v, refused: isDomainError(result) }).toEqual({ type, v, refused: true });
        }
      }
      // Allowed commands are never refused for who/when reasons; at most their data is wrong.
      for (const type of allowed) {
        const result = decide(command(type, sampleData(type, state.context, 0), actor), state);
        if (isDomainError(result)) expect(AUTH_CODES).not.toContain(result.code);
      }
    },
  );

  it('auditors and accounts of type a may do nothing', () => {
    expect(allowedCommands(asStateLike(state), AUDITOR)).toEqual([]);
    expect(allowedCommands(asStateLike(state), ACCOUNT_A)).toEqual([]);
  });

  if ((FINAL_STATUSES as readonly string[]).includes(status)) {
    it('is final: nobody may do anything', () => {
      for (const actor of ALL_ACTORS) expect(allowedCommands(asStateLike(state), actor)).toEqual([]);
    });
  }
});

describe('refusal codes', () => {
  const at = (s: StatusName) => scenarioAt(s).state;
  const refuse = (type: CommandType, status: StatusName | 'none', actor = REQUESTER) => {
    const state = status === 'none' ? initialState : at(status);
    const r = decide(command(type, sampleData(type, state.context, 0), actor), state);
    return isDomainError(r) ? r : null;
  };

  it('account type a gets the spec message', () => {
    expect(refuse('ConfirmRequest', 'modified', ACCOUNT_A)).toEqual({
      code: 'BATCH_NOT_AUTHORIZED',
      message: 'You are not authorized to do this action!',
      params: { accountType: 'a' },
    });
  });
  it('a role with no grant for the command is not authorized', () => {
    expect(refuse('AcceptRequest', 'assigned', REQUESTER)?.code).toBe('BATCH_NOT_AUTHORIZED');
    expect(refuse('ConfirmRequest', 'modified', AUDITOR)?.code).toBe('BATCH_NOT_AUTHORIZED');
    expect(refuse('CapturePayment', 'purchase_completed', BUYER)?.code).toBe('BATCH_NOT_AUTHORIZED');
  });
  it('another requester is not the owner', () => {
    expect(refuse('ConfirmRequest', 'modified', OTHER_REQUESTER)?.code).toBe('BATCH_NOT_OWNER');
  });
  it('another buyer is not the assigned buyer', () => {
    expect(refuse('AcceptRequest', 'assigned', OTHER_BUYER)?.code).toBe('BATCH_NOT_ASSIGNED_BUYER');
  });
  it('a command outside its statuses', () => {
    expect(refuse('ConfirmRequest', 'assigned')?.code).toBe('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
  it('a missing batch and an existing one', () => {
    expect(refuse('SubmitRequest', 'none')?.code).toBe('BATCH_NOT_FOUND');
    expect(refuse('CreateRequest', 'requested')?.code).toBe('BATCH_ALREADY_EXISTS');
  });
  it('a role with an account type of another role', () => {
    expect(refuse('ConfirmRequest', 'modified', { ...REQUESTER, accountType: 'b' })?.code).toBe('BATCH_NOT_AUTHORIZED');
    expect(refuse('ConfirmRequest', 'modified', { id: 'x', role: 'root' as never })?.code).toBe('BATCH_NOT_AUTHORIZED');
  });
});

describe('allowedCommands for typical moments', () => {
  const allowed = (s: StatusName, actor = REQUESTER) => allowedCommands(asStateLike(scenarioAt(s).state), actor);
  it('requester in confirmed may pay or cancel', () => {
    expect(allowed('confirmed')).toEqual(['StartCheckout', 'CancelRequest', 'ApplyCoupon']);
  });
  it('requester in modified must confirm first (fees updated by buyer)', () => {
    expect(allowed('modified')).toEqual(['ConfirmRequest', 'CancelRequest', 'ApplyCoupon']);
  });
  it('buyer in assigned', () => {
    expect(allowed('assigned', BUYER)).toEqual([
      'AcceptRequest',
      'DeclineRequest',
      'UpdateWarehouse',
      'AddBuyerRemark',
    ]);
  });
  it('system in paying records the provider outcome', () => {
    expect(allowed('paying', SYSTEM)).toEqual([
      'RecordPaymentFailure',
      'RecordPaymentAuthorisation',
      'RecordPaymentSettlement',
    ]);
  });
  it('staff in purchase_completed', () => {
    expect(allowed('purchase_completed', STAFF)).toEqual(
      expect.arrayContaining([
        'CapturePayment',
        'UpdateWarehouse',
        'AddBuyerRemark',
        'ToggleAutoWorkflow',
        'UploadProof',
      ]),
    );
  });
});
