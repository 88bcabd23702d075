/**
 * An instant as a clock in another zone shows it (issue 25 §2, §7): the visitor's zone beside
 * São Paulo's. Pure Intl with the IANA zone, so daylight-saving changes follow the zone data.
 */
export interface ZonedTime {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm', 24 h. */
  time: string;
  /** Local time minus UTC, in minutes (-180 in São Paulo). */
  offsetMinutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether the runtime knows this IANA zone name (what the booking accepts as visitor zone). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

export function zonedTime(instant: Date, zone: string): ZonedTime {
  const v: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatIn(zone).formatToParts(instant)) v[part.type] = part.value;
  const [year, month, day, hour, minute] = [v.year, v.month, v.day, v.hour, v.minute].map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const whole = instant.getTime() - (((instant.getTime() % 60_000) + 60_000) % 60_000);
  return {
    date: `${v.year}-${v.month}-${v.day}`,
    time: `${v.hour}:${v.minute}`,
    offsetMinutes: Math.round((wall - whole) / 60_000),
  };
}
