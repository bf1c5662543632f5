import { isRefusedForGood } from './refused-for-good';

const kafkaError = (type: string, retriable: boolean) =>
  Object.assign(new Error(type), { name: 'KafkaJSProtocolError', type, retriable });

describe('isRefusedForGood', () => {
  it('when the broker says the message is too large, then no retry will change it', () => {
    expect(isRefusedForGood(kafkaError('MESSAGE_TOO_LARGE', false))).toBe(true);
  });

  it('when the refusal is wrapped by the producer, then it is still found', () => {
    const wrapped = Object.assign(new Error('failed to send'), {
      cause: kafkaError('RECORD_LIST_TOO_LARGE', false),
    });
    expect(isRefusedForGood(wrapped)).toBe(true);
  });

  it('when the broker is down or electing a leader, then it is tried again, not set aside', () => {
    expect(isRefusedForGood(kafkaError('LEADER_NOT_AVAILABLE', true))).toBe(false);
    expect(
      isRefusedForGood(Object.assign(new Error('Connection error'), { name: 'KafkaJSConnectionError' })),
    ).toBe(false);
    expect(isRefusedForGood(new Error('broker unavailable'))).toBe(false);
  });
});
