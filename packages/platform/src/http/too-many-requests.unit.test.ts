import { TooManyRequests, pleaseWait } from './too-many-requests';

describe('the answer to too many requests', () => {
  it('when the wait is short, then it is said in seconds, singular for one', () => {
    expect(pleaseWait(1)).toBe('Please wait 1 second and try again.');
    expect(pleaseWait(30)).toBe('Please wait 30 seconds and try again.');
  });

  it('when the wait is two minutes or more, then it is said in whole minutes, rounded up', () => {
    expect(pleaseWait(120)).toBe('Please wait 2 minutes and try again.');
    expect(pleaseWait(899)).toBe('Please wait 15 minutes and try again.');
  });

  it('when a part of a second is left, then Retry-After rounds it up to at least 1', () => {
    const problem = new TooManyRequests(0.2);
    expect(problem.retryAfterSeconds).toBe(1);
    expect(problem.toProblem()).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many attempts. Please wait 1 second and try again.',
    });
  });
});
