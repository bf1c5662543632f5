import { Router } from 'express';
import type { Response } from 'express';
import { emailPreferencesUpdateShape } from '@mealbox/contracts';
import type { EmailPreferences } from '@mealbox/contracts';
import { noStore, parseInput, requireUser, requiredAuthUser, strictBody } from '@mealbox/platform';
import type { ReminderPreferenceDocument, ReminderPreferenceModel } from '../data/reminder-preference-model';
import { setRemindersOff } from '../domain/reminder-preferences';

export const EMAIL_PREFERENCES_PATH = '/api/notifications/preferences/';
export const emailPreferencesBody = strictBody(emailPreferencesUpdateShape);

function toEmailPreferencesDto(stored: ReminderPreferenceDocument | null): EmailPreferences {
  return {
    cutoff_reminders: stored?.remindersOff !== true,
    changed_at: stored ? stored.changedAt.toISOString() : null,
  };
}

/**
 * The signed-in customer's own email choices: GET answers them, PUT sets them. Only the reminders before each
 * box's cut-off can be stopped (or started again after an unsubscribe link stopped them); the record is keyed by
 * the caller's user id, so no one reads or changes another's.
 */
export function emailPreferenceRoutes(deps: {
  preferences: ReminderPreferenceModel;
  now: () => Date;
}): Router {
  const router = Router();
  router.use(EMAIL_PREFERENCES_PATH, requireUser, noStore);
  const answer = async (res: Response, userId: string) =>
    res.json(
      toEmailPreferencesDto(await deps.preferences.findById(userId).lean<ReminderPreferenceDocument>()),
    );

  router.get(EMAIL_PREFERENCES_PATH, async (_req, res) => {
    await answer(res, requiredAuthUser(res).id);
  });

  router.put(EMAIL_PREFERENCES_PATH, async (req, res) => {
    const { cutoff_reminders } = parseInput(emailPreferencesBody, req.body);
    const userId = requiredAuthUser(res).id;
    await setRemindersOff(deps.preferences, userId, !cutoff_reminders, deps.now());
    await answer(res, userId);
  });
  return router;
}
