import mongoose from 'mongoose';
import { isTransientFailure, TransientFailure } from './transient-failure';

// The driver's own error classes, as mongoose re-exports them.
const { MongoNetworkError, MongoServerError } = mongoose.mongo;

describe('isTransientFailure', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { code: 'ECONNREFUSED' }),
    ],
    ['a network error from the driver', new MongoNetworkError('connection reset')],
    ['a primary that stepped down', new MongoServerError({ message: 'not primary', code: 10107 })],
    ['a write conflict', new MongoServerError({ message: 'WriteConflict', code: 112 })],
    [
      'mongoose giving up a buffered operation',
      new Error('Operation `orders.findOne()` buffering timed out after 2000ms'),
    ],
    ['a retriable broker error', Object.assign(new Error('The coordinator is loading'), { retriable: true })],
    [
      'an outage wrapped in a domain error',
      new Error('could not record the payment', { cause: new MongoNetworkError('reset') }),
    ],
    ['an explicit transient failure', new TransientFailure('catalogue did not answer')],
  ])('when the failure is %s, then it is an outage to wait out', (_what, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it('when no database answers on the address, then the connection failure is an outage to wait out', async () => {
    const connection = mongoose.createConnection('mongodb://127.0.0.1:9/nothing', {
      serverSelectionTimeoutMS: 200,
    });
    const failure: unknown = await connection.asPromise().then(
      () => undefined,
      (error: unknown) => error,
    );
    await connection.close();
    expect(failure).toBeInstanceOf(Error);
    expect(isTransientFailure(failure)).toBe(true);
  });

  it.each([
    ['a plain error', new Error('order total does not match')],
    ['a JSON syntax error', new SyntaxError('Unexpected token n')],
    ['a duplicate key', new MongoServerError({ message: 'E11000 duplicate key', code: 11000 })],
    ['a validation failure', new MongoServerError({ message: 'Document failed validation', code: 121 })],
    ['not an error at all', 'a string'],
    ['nothing', undefined],
  ])('when the failure is %s, then it is not transient', (_what, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });
});
