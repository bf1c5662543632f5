import { TracingSettingsError, traceExportFrom } from './tracing-settings';

describe('traceExportFrom', () => {
  it('when nothing is configured, then tracing is off', () => {
    expect(traceExportFrom({})).toBe('none');
  });

  it('when the exporter is named, then that one is used, whatever its case', () => {
    expect(traceExportFrom({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
    expect(traceExportFrom({ OTEL_TRACES_EXPORTER: ' OTLP ' })).toBe('otlp');
    expect(
      traceExportFrom({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }),
    ).toBe('none');
  });

  it('when only a collector endpoint is set, then spans go there over OTLP', () => {
    expect(traceExportFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('otlp');
    expect(traceExportFrom({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      'otlp',
    );
  });

  it('when the exporter is one we do not know, then the service refuses to start and says which are known', () => {
    expect(() => traceExportFrom({ OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(TracingSettingsError);
    expect(() => traceExportFrom({ OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(/console, otlp or none/);
  });
});
