/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import enHkCommon from '../../../shared/locales/en-hk/common.json';
import enHkErrors from '../../../shared/locales/en-hk/errors.json';
import { lazyPart } from './lazy-part';

const Part = ({ label }: { label: string }) => createElement('p', { 'data-testid': 'part' }, label);
/** What the browser throws when a chunk cannot be fetched (offline, or a deploy replaced it). */
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js');

// A part of a page in its own chunk (the order page's dialogs and panels): what the user sees while it
// downloads, when it cannot be downloaded, and after a retry; the rest of the page stays.
describe('lazy part', () => {
  const i18n = createI18nWithResources('en-hk', { 'en-hk': { common: enHkCommon, errors: enHkErrors } });
  const mount = (Lazy: ReturnType<typeof lazyPart<{ label: string }>>) =>
    render(
      createElement(
        I18nextProvider,
        { i18n },
        createElement('main', null, createElement('h1', null, 'Order B-1'), createElement(Lazy, { label: 'Pay' })),
      ),
    );
  afterEach(cleanup);

  it('shows its pending view while downloading, then the part with its props', async () => {
    let arrive!: () => void;
    const load = jest.fn(() => new Promise<typeof Part>((resolve) => (arrive = () => resolve(Part))));
    mount(lazyPart(load, 'spec', createElement('span', { 'data-testid': 'pending' })));
    expect(screen.getByTestId('pending')).toBeTruthy();
    expect(screen.queryByTestId('part')).toBeNull();
    await act(() => {
      arrive();
      return Promise.resolve();
    });
    expect(screen.getByTestId('part').textContent).toBe('Pay');
    expect(screen.queryByTestId('pending')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the load-failed error with a retry in its place when its chunk cannot be fetched; retry fetches it again', async () => {
    // React logs the error its boundary caught; expected here.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(Part);
    mount(lazyPart(load, 'spec'));
    const failed = await screen.findByTestId('route-load-failed');
    expect(failed.textContent).toContain(enHkErrors.chunkLoadFailed);
    // The page around it is still there.
    expect(screen.getByRole('heading', { name: 'Order B-1' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('route-retry'));
    expect((await screen.findByTestId('part')).textContent).toBe('Pay');
    expect(screen.queryByTestId('route-load-failed')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('preload fetches the chunk ahead and ignores a failure (the first render tries again)', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(Part);
    const Lazy = lazyPart(load, 'spec');
    Lazy.preload();
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    mount(Lazy);
    expect((await screen.findByTestId('part')).textContent).toBe('Pay');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
