import { providerComponentOrigins } from './card-entry';

describe("the provider component's hosts, by environment", () => {
  it("are the live region's own: its secured fields, CDN and analytics", () => {
    expect(providerComponentOrigins('live-apse')).toEqual({
      frames: ['https://checkoutshopper-live-apse.adyen.com'],
      connect: [
        'https://checkoutshopper-live-apse.adyen.com',
        'https://checkoutshopper-live-apse.cdn.adyen.com',
        'https://checkoutanalytics-live-apse.adyen.com',
      ],
    });
    expect(providerComponentOrigins('test').frames).toEqual(['https://checkoutshopper-test.adyen.com']);
  });
});
