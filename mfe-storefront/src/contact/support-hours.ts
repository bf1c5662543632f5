/** When the support team is there (the spec's Contact page), as shown beside the contact form. */
export interface SupportHours {
  service: string;
  times: ReadonlyArray<{ days: string; hours: string }>;
}

export const SUPPORT_HOURS: readonly SupportHours[] = [
  {
    service: 'General support',
    times: [
      { days: 'Monday to Friday', hours: '9am to 6pm' },
      { days: 'Saturday and Sunday', hours: '10am to 4pm' },
    ],
  },
  { service: 'Emergency support', times: [{ days: 'Every day', hours: '24 hours' }] },
  { service: 'Live chat', times: [{ days: 'Every day', hours: '8am to 10pm' }] },
];
