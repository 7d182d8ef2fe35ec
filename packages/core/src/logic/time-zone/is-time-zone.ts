/** Region names such as `Europe/Berlin` or `America/Argentina/Buenos_Aires`, and `UTC`: no bare offsets. */
const ZONE_NAME = /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** Whether `name` is an IANA time zone this runtime knows (Intl refuses the others). */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
