/**
 * @jest-environment jsdom
 */
import '@shared/testing/text-encoding.polyfill';
import { createElement } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { BUYER } from '../../../../machines/testing/batch-fixtures';
import { scenarioAt } from '../../../../machines/testing/batch-scenario';
import { BatchActions } from '../pages/batch-detail/batch-actions';
import { mountOrder, orderDetail, servicesFor } from './order-fixture';

// The order page downloads the order's machine on demand (not in its first load): the order shows at
// once, and the buttons the machine offers come with the machine.
describe('the order page while its machine downloads', () => {
  afterEach(cleanup);

  it('shows the order at once and the offered buttons once the machine is there', async () => {
    const detail = orderDetail(scenarioAt('assigned').state, 'buyer');
    const page = createElement(
      'section',
      null,
      createElement('h1', null, detail.batch_number),
      createElement(BatchActions, { detail, requester: false, onChanged: () => undefined }),
    );
    mountOrder(createI18nWithResources('en-hk', {}), servicesFor(BUYER), detail, page);
    expect(screen.getByRole('heading', { name: 'B-1' })).toBeTruthy();
    expect(screen.queryByTestId('action-accept')).toBeNull();
    expect(await screen.findByTestId('action-accept')).toBeTruthy();
    expect(screen.getByTestId('action-decline')).toBeTruthy();
  });
});
