/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { I18nextProvider } from 'react-i18next';
import { ApiClientError } from '@shared/api/http-client';
import enHkBatch from '../../../shared/locales/en-hk/batch.json';
import enHkCommon from '../../../shared/locales/en-hk/common.json';
import enHkErrors from '../../../shared/locales/en-hk/errors.json';
import { ServicesProvider, type Services } from '../app/services';
import type { Notice } from '../notify/notice-queue';
import { CommandDialog, type CommandDialogProps } from './command-dialog';
import { useCommand } from './use-command';

type Result = { position: string };

/** A promise the test settles by hand, to look at the dialog while the command is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The one pattern of the customer app's command dialogs (accept, decline, modify, purchase, tracking, …).
describe('command dialog', () => {
  const i18n = createI18nWithResources('en-hk', {
    'en-hk': { batch: enHkBatch, common: enHkCommon, errors: enHkErrors },
  });

  function mount(props: Partial<CommandDialogProps<Result>>) {
    const notices: Notice[] = [];
    const services = { notices: { push: (n: Notice) => notices.push(n) } } as unknown as Services;
    const onDone = jest.fn();
    const onClose = jest.fn();
    const onFailed = jest.fn();
    const dialog = createElement(CommandDialog<Result>, {
      title: 'Decline',
      testId: 'decline-dialog',
      onDone,
      onClose,
      onFailed,
      children: 'fields',
      ...props,
    });
    render(createElement(I18nextProvider, { i18n }, createElement(ServicesProvider, { services, children: dialog })));
    const submit = () => screen.getByTestId<HTMLButtonElement>('decline-dialog-submit');
    const cancel = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' });
    /** The refusal shown inside the dialog, above its buttons (none: null). */
    const inline = () => screen.queryByTestId('decline-dialog-error')?.textContent ?? null;
    return { notices, onDone, onClose, onFailed, submit, cancel, inline };
  }

  it('locks while the command is on its way, then shows the success text and hands the result on', async () => {
    const answer = deferred<Result>();
    const send = jest.fn(() => answer.promise);
    const { notices, onDone, onClose, submit, cancel } = mount({ send, success: 'batch.decline.done' });
    expect(submit().textContent).toBe('Submit');
    fireEvent.click(submit());
    expect(send).toHaveBeenCalledTimes(1);
    expect(submit().disabled).toBe(true);
    expect(cancel().disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await act(() => Promise.resolve(answer.resolve({ position: '42' })));
    expect(notices).toEqual([{ key: 'batch.decline.done', severity: 'info' }]);
    expect(onDone).toHaveBeenCalledWith({ position: '42' });
    expect(submit().disabled).toBe(false);
  });

  it("shows the server's refusal by its code inside the dialog at once, stays open and enabled", async () => {
    const send = jest.fn(() => Promise.reject(new ApiClientError(404, 'BATCH_NOT_FOUND', 'not found')));
    const { notices, onDone, onFailed, submit, inline } = mount({ send, success: 'batch.decline.done' });
    await act(() => Promise.resolve(fireEvent.click(submit())));
    expect(inline()).toBe(i18n.t('errors.BATCH_NOT_FOUND'));
    expect(inline()).not.toBe('errors.BATCH_NOT_FOUND');
    // Not a red notice waiting in a queue: the dialog says it.
    expect(notices).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('decline-dialog')).toBeTruthy();
    expect(submit().disabled).toBe(false);
    // The next attempt starts clean.
    send.mockImplementationOnce(() => new Promise(() => undefined));
    fireEvent.click(submit());
    expect(inline()).toBeNull();
  });

  it('uses a fixed failure text when given one, and no notice for an error the dialog answers itself', async () => {
    const refusal = new ApiClientError(409, 'COUPON_UPDATE_NOT_CONFIRMED', 'confirm');
    const first = mount({ send: () => Promise.reject(refusal), failure: 'batch.modify.failed' });
    await act(() => Promise.resolve(fireEvent.click(first.submit())));
    expect(first.inline()).toBe('Modified Failed');
    cleanup();
    const handled = jest.fn(() => true);
    const second = mount({ send: () => Promise.reject(refusal), failure: 'batch.modify.failed', handled });
    await act(() => Promise.resolve(fireEvent.click(second.submit())));
    expect(handled).toHaveBeenCalledWith(refusal);
    expect(second.notices).toEqual([]);
    expect(second.inline()).toBeNull();
  });

  it("shows the server's own message for an untranslated code when asked (refunds)", async () => {
    const send = () => Promise.reject(new ApiClientError(422, 'SOMETHING_NEW', 'Refund exceeds the captured amount'));
    const { inline, submit } = mount({ send, serverMessage: true });
    await act(() => Promise.resolve(fireEvent.click(submit())));
    expect(inline()).toBe('Refund exceeds the captured amount');
  });

  it('does not send when the check before sending refuses', async () => {
    const send = jest.fn(() => Promise.resolve({ position: '1' }));
    const { onDone, submit } = mount({ send, check: () => Promise.resolve(false) });
    await act(() => Promise.resolve(fireEvent.click(submit())));
    expect(send).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('has only a Close button when its commands are buttons inside it', () => {
    const { onClose } = mount({});
    expect(screen.queryByTestId('decline-dialog-submit')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal of a command sent by a button inside it (the refund steps) inside it too, not in a red notice', async () => {
    const refusal = new ApiClientError(409, 'BATCH_NOT_FOUND', 'not found');
    function Steps() {
      const command = useCommand();
      const step = () => void command.run(() => Promise.reject(refusal), { success: 'batch.decline.done' });
      return createElement(CommandDialog<Result>, {
        title: 'Refund',
        testId: 'refund-dialog',
        command,
        onClose: () => undefined,
        children: createElement('button', { onClick: step, disabled: command.busy }, 'Create refund'),
      });
    }
    const notices: Notice[] = [];
    const services = { notices: { push: (n: Notice) => notices.push(n) } } as unknown as Services;
    render(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(ServicesProvider, { services, children: createElement(Steps) }),
      ),
    );
    await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Create refund' }))));
    expect(screen.getByTestId('refund-dialog-error').textContent).toBe(i18n.t('errors.BATCH_NOT_FOUND'));
    expect(screen.getByTestId('refund-dialog-error').getAttribute('role')).toBe('alert');
    expect(notices).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create refund' }).disabled).toBe(false);
  });
});
