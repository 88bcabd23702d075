import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages.ts';

describe('validationMessages', () => {
  it.each(Object.entries(validationMessages))(
    '%s is the common-namespace key validation.%s',
    (name, key) => {
      expect(key).toBe(`validation.${name}`);
    },
  );

  it('has exactly the keys the forms and server agree on', () => {
    expect(Object.keys(validationMessages).sort()).toEqual(
      [
        'required',
        'email',
        'tooLong',
        'fullNameMin',
        'fullNameLetters',
        'passwordMin',
        'passwordUppercase',
        'passwordLowercase',
        'passwordNumber',
        'passwordSpecial',
        'passwordsMatch',
        'birthDate',
        'minAge',
        'cpf',
        'cpfRepeated',
        'terms',
        'type',
        // The lead desk (issues 15 §3 and 16, decisions 0061–0063).
        'demoDate',
        'demoDateRequired',
        'demoDateWeekday',
        'demoDatePast',
        'demoDateTooFar',
        'demoPeriod',
        'assignee',
        'consent',
        'singleLine',
        'twoFactorCode',
        // A saved view's query (issue 26 §4, decision 0088).
        'viewQuery',
        // The firm's facts (issue 23 §3, decision 0093).
        'cnpj',
        'phone',
        'url',
        // Booking a conversation (issue 25 §2, decision 0103).
        'meetingStart',
        'timeZone',
        // The consultants screen (issue 25 §1, decision 0111).
        'scheduleRange',
        'scheduleOverlap',
        'dayOff',
        'consultantLanguage',
        'consultantArea',
        'consultantNumber',
        // The editorial desk's slugs and dates (issue 23 §2, decision 0113).
        'slug',
        'date',
        // Its rich text and schedule (issue 23 §5, §6; decisions 0121, 0122).
        'richText',
        'scheduleFuture',
        'scheduleOrder',
        // An image's description per language (issue 23 §6, decision 0130).
        'altRequired',
        // An image the media store holds (issue 23 §8, decision 0138).
        'mediaMissing',
      ].sort(),
    );
  });
});
