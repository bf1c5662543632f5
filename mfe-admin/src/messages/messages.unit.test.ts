import { CONTACT_SUBJECTS, type ContactMessage } from '@mealbox/contracts';
import { SUBJECT_LABELS, handledLabel, replyHref, subjectLabel } from './message-labels';
import { messagesApiQuery, readMessagesQuery, writeMessagesQuery } from './messages-query';

const MESSAGE: ContactMessage = {
  id: '65f0000000000000000000cc',
  name: 'Grace Hopper',
  email: 'grace+box@example.co.uk',
  subject: 'order',
  message: 'My box arrived without the crumble.',
  status: 'handled',
  priority: false,
  created_at: '2026-03-04T09:00:00.000Z',
  handled_at: '2026-06-30T23:30:00.000Z',
  handled_by: '65f000000000000000000001',
  handled_by_username: 'ada',
  answered: true,
  reply: null,
};

describe('the messages list query in the URL', () => {
  it('when the URL is plain, then the new messages, first page', () => {
    expect(readMessagesQuery(new URLSearchParams(''))).toEqual({ status: 'new', page: 1 });
    expect(readMessagesQuery(new URLSearchParams('status=spam&page=x'))).toEqual({ status: 'new', page: 1 });
    expect(writeMessagesQuery({ status: 'new', page: 1 }).toString()).toBe('');
  });

  it('when handled or all are chosen, then the URL keeps it and identity is asked accordingly', () => {
    const handled = readMessagesQuery(new URLSearchParams('status=handled&page=3'));
    expect(handled).toEqual({ status: 'handled', page: 3 });
    expect(writeMessagesQuery(handled).toString()).toBe('status=handled&page=3');
    expect(messagesApiQuery(handled)).toEqual({ status: 'handled', page: 3, page_size: 10 });
    expect(messagesApiQuery({ status: 'all', page: 1 })).toEqual({
      status: undefined,
      page: 1,
      page_size: 10,
    });
  });
});

describe('how a message reads', () => {
  it('when compared with the contact form, then every subject has its label', () => {
    expect(Object.entries(SUBJECT_LABELS)).toEqual(
      CONTACT_SUBJECTS.map(({ value, label }) => [value, label]),
    );
    expect(subjectLabel('order')).toBe('Order Support');
  });

  it('when handled, then by whom and when, in UK time; by you for your own; nothing while new', () => {
    expect(handledLabel(MESSAGE, null)).toBe('Handled by ada on 1 Jul 2026, 00:30');
    expect(handledLabel(MESSAGE, '65f000000000000000000001')).toBe('Handled by you on 1 Jul 2026, 00:30');
    expect(handledLabel({ ...MESSAGE, handled_by_username: null }, null)).toBe(
      'Handled by a member of staff on 1 Jul 2026, 00:30',
    );
    expect(handledLabel({ ...MESSAGE, status: 'new', handled_at: null }, null)).toBe('');
  });

  it('when replying, then a mail to the sender with the subject filled in', () => {
    expect(replyHref(MESSAGE)).toBe(
      'mailto:grace+box@example.co.uk?subject=Re%3A%20Order%20Support%20%E2%80%93%20Mealbox',
    );
  });
});
