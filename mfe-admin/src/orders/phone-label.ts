/**
 * A UK number as ordering keeps it (E.164, '+447700900123') written as people in the UK dial it ('07700 900123',
 * '020 7946 0018'). Anything else is shown as it is.
 */
export function ukPhoneLabel(e164: string): string {
  const match = /^\+44(\d{9,10})$/.exec(e164);
  if (!match) return e164;
  const national = `0${match[1]}`;
  if (national.startsWith('02') && national.length === 11) {
    return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  }
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}
