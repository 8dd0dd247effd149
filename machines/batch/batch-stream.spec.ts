import { BATCH_STREAM_PREFIX, batchIdOfStream, batchStreamId, isBatchEvent } from './batch-stream';

describe('batch stream ids', () => {
  it('names a batch stream and reads the id back', () => {
    expect(batchStreamId('0b1c')).toBe('batch-0b1c');
    expect(batchIdOfStream(batchStreamId('0b1c'))).toBe('0b1c');
    expect(BATCH_STREAM_PREFIX).toBe('batch-');
  });

  it('knows batch events by their stream and type', () => {
    expect(isBatchEvent({ streamId: 'batch-1', type: 'RequestCreated' })).toBe(true);
    expect(isBatchEvent({ streamId: 'batch-1', type: 'SomethingElse' })).toBe(false);
    expect(isBatchEvent({ streamId: 'chat-1', type: 'RequestCreated' })).toBe(false);
  });
});
