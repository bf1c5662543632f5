import type { ReminderPreferenceModel } from '../data/reminder-preference-model';

export async function remindersOff(preferences: ReminderPreferenceModel, userId: string): Promise<boolean> {
  return (await preferences.findById(userId).lean())?.remindersOff === true;
}

/** Stops (or restarts) the customer's reminders; asking again changes nothing. */
export async function setRemindersOff(
  preferences: ReminderPreferenceModel,
  userId: string,
  off: boolean,
  now: Date,
): Promise<void> {
  await preferences.updateOne(
    { _id: userId },
    { $set: { remindersOff: off, changedAt: now } },
    { upsert: true },
  );
}
