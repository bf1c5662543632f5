import type { EmailPreferences } from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';

const PREFERENCES = '/api/notifications/preferences/';

function checked(answer: EmailPreferences | undefined): EmailPreferences {
  if (typeof answer?.cutoff_reminders !== 'boolean') throw unexpectedAnswer(PREFERENCES);
  return answer;
}

/** GET /api/notifications/preferences/: the signed-in customer's email choices. */
export async function fetchEmailPreferences(signal: AbortSignal): Promise<EmailPreferences> {
  return checked(await api.get<EmailPreferences>(PREFERENCES, { signal }));
}

/** PUT /api/notifications/preferences/: turns the reminders before each box's cut-off on or off. */
export async function saveEmailPreferences(cutoffReminders: boolean): Promise<EmailPreferences> {
  return checked(await api.put<EmailPreferences>(PREFERENCES, { cutoff_reminders: cutoffReminders }));
}
