import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** Whether a customer gets the reminders before each box's cut-off (everyone does until they unsubscribe). */
export interface ReminderPreferenceDocument {
  /** The user's id. */
  _id: string;
  remindersOff: boolean;
  changedAt: Date;
}

const reminderPreferenceSchema = new Schema<ReminderPreferenceDocument>(
  {
    _id: { type: String, required: true },
    remindersOff: { type: Boolean, required: true },
    changedAt: { type: Date, required: true },
  },
  { collection: 'reminder_preferences', versionKey: false },
);

export type ReminderPreferenceModel = Model<ReminderPreferenceDocument>;
export const reminderPreferenceModel = (connection: Connection): ReminderPreferenceModel =>
  (connection.models.ReminderPreference as ReminderPreferenceModel | undefined) ??
  connection.model<ReminderPreferenceDocument>('ReminderPreference', reminderPreferenceSchema);
