import { useCallback, useState } from 'react';
import type { ContactMessage } from '@mealbox/contracts';
import {
  Alert,
  EmptyState,
  InboxIcon,
  LoadErrorAlert,
  LoadingState,
  describeError,
  useAsync,
  useSession,
} from '@mealbox/web-kit';
import { ListFrame } from '../components/ListFrame';
import { Pager } from '../components/Pager';
import { rangeLabel } from '../components/paging';
import { ToggleFilter } from '../components/ToggleFilter';
import { useUrlQuery } from '../hooks/use-url-query';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { MessageCard } from './MessageCard';
import { fetchMessages, setMessageHandled } from './messages-api';
import { MESSAGE_FILTERS, readMessagesQuery, writeMessagesQuery, type MessagesQuery } from './messages-query';
import styles from './MessagesPage.module.css';

const EMPTY_TITLES: Record<MessagesQuery['status'], string> = {
  new: 'No new messages',
  handled: 'No handled messages yet',
  all: 'No messages yet',
};

/**
 * /manage-messages: what customers sent through the contact form, newest first, new ones first in view (DESIGN
 * section 9: the contact form reaches staff). Among the new ones, priority messages (from subscribers whose plan
 * has priority support) come first, as identity lists them. Each can be marked handled, or reopened.
 */
export function MessagesPage() {
  const session = useSession();
  const [query, setUrlQuery] = useUrlQuery(readMessagesQuery, writeMessagesQuery);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const setQuery = useCallback(
    (change: Partial<MessagesQuery>) => {
      setNotice(null);
      setFailure(null);
      setUrlQuery(change);
    },
    [setUrlQuery],
  );
  const messages = useAsync((signal) => fetchMessages(query, signal), writeMessagesQuery(query).toString());

  async function toggle(message: ContactMessage, reply: string | undefined) {
    const handling = message.status === 'new';
    setPendingId(message.id);
    setNotice(null);
    setFailure(null);
    try {
      await setMessageHandled(message.id, handling, reply);
      const emailed = handling && !message.answered;
      setNotice(
        !handling
          ? `Reopened the message from ${message.name}.`
          : emailed
            ? `Marked the message from ${message.name} as handled and emailed ${reply ? 'your answer' : 'them that it was dealt with'}.`
            : `Marked the message from ${message.name} as handled.`,
      );
      // Asked for again: a message just handled leaves the 'New' list, and the counts stay true.
      messages.retry();
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setPendingId(null);
    }
  }

  const { status, data } = messages;
  return (
    <>
      <AdminPageHeader title="Messages">
        <p>
          What customers wrote through the contact form, newest first; new messages marked Priority, from
          subscribers on 10 meals a week or more, come first. Write your answer and mark the message handled:
          its sender is emailed once, with their message quoted.
        </p>
      </AdminPageHeader>
      <section aria-label="Messages" className={styles.section}>
        <ToggleFilter
          label="Show"
          options={MESSAGE_FILTERS}
          value={query.status}
          onChange={(value) => setQuery({ status: value, page: 1 })}
        />
        {notice ? <Alert tone="success" title={notice} /> : null}
        {failure ? (
          <Alert tone="error" title="The message was not updated">
            <p>{failure}</p>
          </Alert>
        ) : null}
        {status === 'error' ? (
          <LoadErrorAlert title="We couldn’t load the messages" onRetry={messages.retry}>
            <p>{describeError(messages.error)}</p>
          </LoadErrorAlert>
        ) : null}
        {!data ? (
          status === 'error' ? null : (
            <LoadingState label="Loading messages…" />
          )
        ) : (
          <ListFrame
            busy={status === 'loading'}
            count={rangeLabel(data.pagination, data.messages.length, ['message', 'messages'])}
            className={styles.results}
          >
            {data.messages.length === 0 ? (
              <EmptyState icon={<InboxIcon size={30} />} title={EMPTY_TITLES[query.status]}>
                <p>
                  {query.status === 'new'
                    ? 'Every message has been dealt with. New ones from the contact form appear here.'
                    : 'Messages from the contact form appear here.'}
                </p>
              </EmptyState>
            ) : (
              <>
                <ul className={styles.list}>
                  {data.messages.map((message) => (
                    <li key={message.id}>
                      <MessageCard
                        message={message}
                        myUserId={session.userId}
                        pending={pendingId === message.id}
                        onToggle={(m, reply) => void toggle(m, reply)}
                      />
                    </li>
                  ))}
                </ul>
                <Pager pagination={data.pagination} onPage={(page) => setQuery({ page })} />
              </>
            )}
          </ListFrame>
        )}
      </section>
    </>
  );
}
