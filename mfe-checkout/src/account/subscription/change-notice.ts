import type { SubscriptionChangeResult } from '@mealbox/contracts';
import { formatDateTime } from '@mealbox/web-kit';

/** Where a change was asked for: the subscription card, or one box (by its id). */
export type NoticePlace = 'subscription' | { deliveryId: string };

/** Hands the server's answer to a change to the page, with where the change was asked for. */
export type AnswerHandler = (result: SubscriptionChangeResult, place: NoticePlace) => void;

export interface ChangeNotice {
  place: NoticePlace;
  /** success: a change was confirmed; info: nothing needed changing. */
  tone: 'success' | 'info';
  title: string;
  text: string;
  /** A new key for each answer, so the same words twice are still announced. */
  key: number;
}

/** What the page says after a change: the confirmation in the server's words, or that nothing needed changing. */
export function changeNotice(
  result: SubscriptionChangeResult,
  place: NoticePlace,
  key: number,
): ChangeNotice {
  const { confirmation } = result;
  if (!confirmation)
    return {
      place,
      key,
      tone: 'info',
      title: 'Nothing to change',
      text: 'That was already so, so nothing has changed.',
    };
  const at = formatDateTime(confirmation.at);
  return {
    place,
    key,
    tone: 'success',
    title: at ? `Confirmed ${at}` : 'Confirmed',
    text: confirmation.summary,
  };
}

export function isNoticeFor(notice: ChangeNotice | null, place: NoticePlace): notice is ChangeNotice {
  if (!notice) return false;
  if (place === 'subscription' || notice.place === 'subscription') return notice.place === place;
  return notice.place.deliveryId === place.deliveryId;
}
