const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "Please wait 30 seconds and try again.": how every limited (429) answer ends, on the server and in the site
 * alike. Waits of two minutes or more are said in whole minutes (rounded up), which reads better than "900
 * seconds"; a wait under a second is said as one.
 */
export function pleaseWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const wait = whole < 120 ? plural(whole, 'second') : plural(Math.ceil(whole / 60), 'minute');
  return `Please wait ${wait} and try again.`;
}
