import { exportRequested } from './tracing';

describe('trace export is opt-in through the standard OTEL_* variables', () => {
  it('exports nothing by default', () => {
    expect(exportRequested({})).toBe(false);
  });

  it('exports when an OTLP endpoint or an exporter is named, and not for `none`', () => {
    expect(exportRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(exportRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(exportRequested({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(
      exportRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }),
    ).toBe(false);
  });
});
