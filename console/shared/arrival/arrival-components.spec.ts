/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DisputeView } from '@contracts/batch/arrival';
import { DisputeThread } from './dispute-thread';
import { PhotoGallery } from './photo-gallery';

const t = (key: string) => key;
const dispute = (patch: Partial<DisputeView> = {}): DisputeView => ({
  id: 'd1',
  item_id: 'i1',
  kind: 'damaged',
  status: 'open',
  opened_at: '2026-11-29T10:00:00Z',
  opened_by: 'r1',
  decision: null,
  messages: [
    {
      id: 'm1',
      at: '2026-11-29T10:00:00Z',
      author_id: 'r1',
      author_role: 'requester',
      body: 'Screen cracked',
      internal: false,
      photos: [],
    },
    {
      id: 'm2',
      at: '2026-11-29T10:05:00Z',
      author_id: 's1',
      author_role: 'staff',
      body: 'Seller known for this',
      internal: true,
      photos: [],
    },
  ],
  ...patch,
});

afterEach(cleanup);

// The dispute thread both apps show: internal notes only for staff, marked; writing only while open.
describe('dispute thread', () => {
  const mount = (props: Partial<Parameters<typeof DisputeThread>[0]>) =>
    render(
      createElement(DisputeThread, { dispute: dispute(), t, language: 'en-HK', staff: false, busy: false, ...props }),
    );

  it('given a requester, when the thread shows, then the internal note is not there', () => {
    mount({ send: jest.fn() });
    expect(screen.getAllByTestId('dispute-d1-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Screen cracked'),
    ]);
    expect(screen.queryByTestId('dispute-d1-internal')).toBeNull();
  });

  it('given staff, when the thread shows, then the internal note is there and marked, and staff may write one', async () => {
    const send = jest.fn(() => Promise.resolve(true));
    mount({ staff: true, send });
    const messages = screen.getAllByTestId('dispute-d1-message');
    expect(messages.map((m) => m.getAttribute('data-internal'))).toEqual(['false', 'true']);
    expect(screen.getByTestId('dispute-d1-internal-mark').textContent).toBe('order.arrival.dispute.internal');
    const send_ = screen.getByTestId<HTMLButtonElement>('dispute-d1-send');
    expect(send_.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('dispute-d1-input'), { target: { value: ' Refund approved by lead ' } });
    fireEvent.click(screen.getByTestId('dispute-d1-internal'));
    await act(() => Promise.resolve(fireEvent.click(send_)));
    expect(send).toHaveBeenCalledWith('Refund approved by lead', true);
    // Accepted: the box is empty again.
    expect(screen.getByTestId<HTMLTextAreaElement>('dispute-d1-input').value).toBe('');
  });

  it('given a refused send, when it comes back, then the text stays to try again', async () => {
    mount({ send: () => Promise.resolve(false) });
    fireEvent.change(screen.getByTestId('dispute-d1-input'), { target: { value: 'Hello' } });
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId('dispute-d1-send'))));
    expect(screen.getByTestId<HTMLTextAreaElement>('dispute-d1-input').value).toBe('Hello');
  });

  it('given a decided dispute or no way to send (an auditor), when shown, then there is nowhere to write', () => {
    mount({ dispute: dispute({ status: 'resolved' }), send: jest.fn() });
    expect(screen.queryByTestId('dispute-d1-input')).toBeNull();
    cleanup();
    mount({ staff: true });
    expect(screen.queryByTestId('dispute-d1-input')).toBeNull();
  });
});

describe('photo gallery', () => {
  const photos = [1, 2, 3].map((n) => ({ id: `p${n}`, url: `/uploads/p${n}.jpg`, width: 800, height: 600 }));

  it('given three photos, when one is tapped, then it opens large, zooms, and moves on to the next', () => {
    render(createElement(PhotoGallery, { photos, t, testId: 'g', label: 'Lamp' }));
    expect(screen.getByTestId('g').getAttribute('data-count')).toBe('3');
    fireEvent.click(screen.getAllByTestId('g-photo')[1]);
    const image = () => screen.getByTestId<HTMLImageElement>('g-viewer-image');
    expect(image().getAttribute('src')).toBe('/uploads/p2.jpg');
    expect(image().style.width).toBe('100%');
    fireEvent.click(screen.getByTestId('g-zoom-in'));
    expect(image().style.width).toBe('150%');
    fireEvent.click(screen.getByText('order.arrival.gallery.next'));
    expect(image().getAttribute('src')).toBe('/uploads/p3.jpg');
    // A new photo starts unzoomed.
    expect(image().style.width).toBe('100%');
  });

  it('given no photos, when shown, then nothing is drawn', () => {
    const { container } = render(createElement(PhotoGallery, { photos: [], t, testId: 'g', label: 'Lamp' }));
    expect(container.innerHTML).toBe('');
  });
});
