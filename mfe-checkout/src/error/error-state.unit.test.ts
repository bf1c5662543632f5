import { ApiError } from '@mealbox/web-kit';
import { UNEXPECTED_ERROR, errorFromNavigation, errorPageContent, errorStateOf } from './error-state';

const problem = (status: number, title: string, detail?: string) =>
  new ApiError({ type: 'about:blank', title, status, detail });

describe('the error page (/error)', () => {
  it('when it is opened with no error, then it says ‘Sorry, an unexpected error has occurred.’', () => {
    expect(errorFromNavigation(null, '')).toEqual({});
    expect(errorPageContent({})).toEqual({
      eyebrow: 'Something went wrong',
      title: UNEXPECTED_ERROR,
      text: 'Please go back and try again, or return to the homepage.',
      look: 'outage',
    });
    expect(UNEXPECTED_ERROR).toBe('Sorry, an unexpected error has occurred.');
  });

  it('when a cart could not find its order (404), then the page shows the message with the not-found look', () => {
    const state = errorStateOf(problem(404, 'Not Found', 'Order not found.'));
    expect(state).toEqual({ error: { status: 404, statusText: 'Not Found', message: 'Order not found.' } });
    const details = errorFromNavigation(state, '');
    expect(errorPageContent(details)).toMatchObject({
      eyebrow: 'Error 404',
      title: 'Order not found.',
      look: 'not-found',
    });
  });

  it('when the customer may not see it (403) or asked wrongly (400), then it is not shown as an outage', () => {
    for (const code of [400, 401, 403, 409]) {
      expect(errorPageContent({ status: code, message: 'No.' }).look).toBe('not-found');
    }
  });

  it('when only a status text was given, then it is the title', () => {
    expect(
      errorPageContent(
        errorFromNavigation({ error: { status: 503, statusText: 'Service Unavailable' } }, ''),
      ),
    ).toEqual({
      eyebrow: 'Error 503',
      title: 'Service Unavailable',
      text: 'Please go back and try again in a moment, or return to the homepage.',
      look: 'outage',
    });
  });

  it('when a service failed on its side, then its internal detail is not shown', () => {
    expect(
      errorStateOf(problem(500, 'Internal Server Error', 'mongo timeout at 10.0.0.3')).error.message,
    ).toBe('Something went wrong on our side. Please try again in a moment.');
  });

  it('when the service could not be reached, then the page says to check the connection', () => {
    const details = errorFromNavigation(errorStateOf(problem(0, 'Network error', 'unused')), '');
    expect(errorPageContent(details)).toMatchObject({
      eyebrow: 'Something went wrong',
      text: 'Please check your connection, then go back and try again.',
    });
  });

  it('when a link gives ?status=404, then the status text is ours, and no free text is taken from the address', () => {
    expect(errorFromNavigation(null, '?status=404&message=Call%200800')).toEqual({
      status: 404,
      statusText: 'Not Found',
    });
    expect(errorPageContent(errorFromNavigation(null, '?status=404')).title).toBe('Not Found');
  });

  it.each([
    ['a status that is not an error', { error: { status: 200 } }, ''],
    ['a status that is not a number', { error: { status: 'teapot' } }, ''],
    ['state that is not an error', { from: '/cart/1' }, ''],
    ['a nonsense status in the address', null, '?status=abc'],
  ])('when it is given %s, then it falls back to the general words', (_label, state, search) => {
    expect(errorPageContent(errorFromNavigation(state, search)).title).toBe(UNEXPECTED_ERROR);
  });

  it('when the message is very long, then it is cut to a readable length', () => {
    const details = errorFromNavigation({ error: { message: 'x'.repeat(1000) } }, '');
    expect(details.message).toHaveLength(300);
  });
});
