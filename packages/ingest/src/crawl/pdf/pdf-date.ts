/**
 * A PDF date string (ISO 32000-1 §7.9.4: "D:YYYYMMDDHHmmSSOHH'mm'", every part after the year
 * optional) as a Date, or null when it is not one. Producers write "Z00'00'" and drop the
 * apostrophes, so both are accepted.
 */
export function parsePdfDate(text: string | undefined | null): Date | null {
  const match =
    /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(?:(\d{2})'?(?:(\d{2})'?)?)?)?/.exec(
      text?.trim() ?? "",
    );
  if (!match) return null;
  const [, y, mo = "01", d = "01", h = "00", mi = "00", s = "00", sign, oh = "00", om = "00"] = match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offsetMinutes =
    sign === "+" || sign === "-" ? (Number(oh) * 60 + Number(om)) * (sign === "-" ? -1 : 1) : 0;
  const date = new Date(utc - offsetMinutes * 60_000);
  // Date.UTC rolls 2021-13-45 over into 2022: refuse what is not a real calendar date.
  const check = new Date(utc);
  if (
    Number.isNaN(date.getTime()) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d)
  )
    return null;
  return date;
}
