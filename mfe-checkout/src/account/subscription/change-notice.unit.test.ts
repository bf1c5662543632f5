import { changeNotice, isNoticeFor } from './change-notice';
import { confirmation, subscription } from './subscription-fixtures';

describe('the message after a change', () => {
  it('when the server confirms a change, then the message is its summary, stamped with when it was confirmed', () => {
    const summary = 'You skipped your box on Thursday 12 March 2026. You will not be charged for it.';
    const notice = changeNotice(
      { subscription: subscription(), confirmation: confirmation('c2', '2026-03-02T09:05:00.000Z', summary) },
      { deliveryId: '2026-03-12' },
      3,
    );
    expect(notice).toEqual({
      place: { deliveryId: '2026-03-12' },
      key: 3,
      tone: 'success',
      title: 'Confirmed 2 Mar 2026, 09:05',
      text: summary,
    });
  });

  it('when nothing needed changing (no confirmation), then the message says so rather than claiming a change', () => {
    expect(
      changeNotice({ subscription: subscription(), confirmation: null }, 'subscription', 1),
    ).toMatchObject({
      tone: 'info',
      title: 'Nothing to change',
    });
  });

  it('when a notice belongs to a box, then it shows on that box only, and a subscription notice on the card only', () => {
    const onBox = changeNotice({ subscription: subscription(), confirmation: null }, { deliveryId: 'a' }, 1);
    expect(isNoticeFor(onBox, { deliveryId: 'a' })).toBe(true);
    expect(isNoticeFor(onBox, { deliveryId: 'b' })).toBe(false);
    expect(isNoticeFor(onBox, 'subscription')).toBe(false);
    const onCard = changeNotice({ subscription: subscription(), confirmation: null }, 'subscription', 2);
    expect(isNoticeFor(onCard, 'subscription')).toBe(true);
    expect(isNoticeFor(onCard, { deliveryId: 'a' })).toBe(false);
    expect(isNoticeFor(null, 'subscription')).toBe(false);
  });
});
