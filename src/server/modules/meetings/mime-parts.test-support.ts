import ICAL from 'ical.js';

/** Reading the meetings' mails back in tests: their MIME parts and their calendar invitation. */

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded MIME parts of a raw .eml: just enough of RFC 2045/2046 for nodemailer's output. */
export function mimeParts(raw: string): { type: string; body: string }[] {
  const text = raw.replace(/\r\n/g, '\n');
  const boundaries = [...text.matchAll(/boundary="?([^"\n;]+)"?/g)].map((m) => m[1] ?? '');
  const parts: { type: string; body: string }[] = [];
  for (const boundary of boundaries) {
    for (const chunk of text.split(`--${boundary}`).slice(1)) {
      const split = chunk.indexOf('\n\n');
      if (split === -1) continue;
      const head = chunk.slice(0, split).replace(/\n[ \t]+/g, ' ');
      const type = /content-type:\s*([^;\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? '';
      if (type.startsWith('multipart/')) continue;
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
      const body = chunk.slice(split + 2).replace(/\n--$/, '');
      parts.push({
        type,
        body:
          encoding === 'base64'
            ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
            : encoding === 'quoted-printable'
              ? decodeQuotedPrintable(body)
              : body,
      });
    }
  }
  return parts;
}

/** The mail's calendar part parsed by a real iCalendar parser (ical.js), as a calendar reads it. */
export function invitationOf(raw: string): { method: string; event: ICAL.Event } | undefined {
  const part = mimeParts(raw).find(
    (p) => p.type === 'text/calendar' || p.type === 'application/ics',
  );
  if (!part) return undefined;
  const vcalendar = new ICAL.Component(ICAL.parse(part.body));
  return {
    method: String(vcalendar.getFirstPropertyValue('method')),
    event: new ICAL.Event(vcalendar.getFirstSubcomponent('vevent') ?? undefined),
  };
}
