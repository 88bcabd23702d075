import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { errorMessage, serverFieldErrors } from './error-message.ts';

const fallback = 'Tente novamente.';

describe('errorMessage (spec 01 §8)', () => {
  it.each([
    [
      'the server sentence of a JSON error',
      new ApiError(409, '{"message":"E-mail já cadastrado"}'),
      'E-mail já cadastrado',
    ],
    [
      'the default for a JSON error without a message',
      new ApiError(500, '{"error":"x"}'),
      fallback,
    ],
    ['the default for an empty message', new ApiError(400, '{"message":"  "}'), fallback],
    [
      'the default for a non-JSON body (a proxy page)',
      new ApiError(502, '<html>Bad Gateway</html>'),
      fallback,
    ],
    ['the default for a non-string message', new ApiError(400, '{"message":{"a":1}}'), fallback],
    ['the default for a network failure', new TypeError('Failed to fetch'), fallback],
    ['the default for anything else thrown', 'boom', fallback],
  ])('gives %s', (_case, error, expected) => {
    expect(errorMessage(error, fallback)).toBe(expected);
  });
});

describe('serverFieldErrors', () => {
  it('returns the field messages of a JSON error', () => {
    const error = new ApiError(400, '{"message":"x","fieldErrors":{"email":["Inválido"]}}');
    expect(serverFieldErrors(error)).toEqual({ email: ['Inválido'] });
  });

  it.each([
    ['an error without fieldErrors', new ApiError(400, '{"message":"x"}')],
    ['a non-API error', new Error('x')],
  ])('returns nothing for %s', (_case, error) => {
    expect(serverFieldErrors(error)).toEqual({});
  });
});
