import { describe, expect, it } from 'vitest';
import { ContractError, HttpError } from '../../../api/errors.js';
import { NetworkError } from '../../../api/network-error.js';
import { isCompleteCode, sanitizeCode } from './code.js';
import {
  linkFailure,
  retryAfterSeconds,
  sendCodeFailure,
  verifyCodeFailure,
  waitText,
} from './sign-in-errors.js';

/** Spec 001 §8's texts for each way a sign-in step can fail, and §5's code rules. */

const http = (
  status: number,
  code: string | null,
  message = 'server says',
  retryAfter: string | null = null,
) => new HttpError(status, '', code ? { code: code as never, message } : null, 'Status', retryAfter);
const offline = new NetworkError('network', 'Failed to fetch');

describe('sending the e-mail', () => {
  it.each([
    [
      'no connection',
      offline,
      'Network connection failed. Please check your internet connection and try again.',
      'network',
    ],
    [
      'a timeout',
      new NetworkError('timeout', 'Request timed out after 30 s'),
      'Network connection failed. Please check your internet connection and try again.',
      'network',
    ],
    [
      'mail not sent (503)',
      http(503, 'SERVICE_UNAVAILABLE', 'Failed to send sign-in email. Please try again.'),
      'Failed to send sign-in email. Please try again.',
      'configuration',
    ],
    [
      'a 503 without a body',
      http(503, null),
      'Failed to send sign-in email. Please try again.',
      'configuration',
    ],
    [
      'rate limited',
      http(429, 'RATE_LIMITED', 'Too many requests: slow down.', '42'),
      'Too many sign-in e-mails were asked for. Please try again in 42 seconds.',
      undefined,
    ],
    [
      'rate limited, no Retry-After',
      http(429, 'RATE_LIMITED'),
      'Too many sign-in e-mails were asked for. Please wait a little and try again.',
      undefined,
    ],
    [
      'an address the server refuses',
      http(400, 'VALIDATION_FAILED'),
      'Please enter a valid email address.',
      undefined,
    ],
    [
      'another refusal: its own message',
      http(403, 'FORBIDDEN', 'originalUserId must be your own user id.'),
      'originalUserId must be your own user id.',
      undefined,
    ],
    [
      'anything else',
      new ContractError('/api/x', 'bad'),
      'Failed to send sign-in email. Please try again.',
      undefined,
    ],
  ])('%s', (_name, error, message, help) => {
    expect(sendCodeFailure(error)).toEqual(help ? { message, help } : { message });
  });
});

describe('checking the code', () => {
  it.each([
    ['a wrong code', http(401, 'INVALID_CODE', 'Invalid or expired code'), 'Invalid or expired code'],
    [
      'rate limited',
      http(429, 'RATE_LIMITED', 'x', '150'),
      'Too many attempts. Please try again in 3 minutes.',
    ],
    ['no connection', offline, 'Failed to verify code. Please try again.'],
  ])('%s', (_name, error, message) => {
    expect(verifyCodeFailure(error).message).toBe(message);
  });
});

describe('the e-mailed link', () => {
  it.each([
    ['expired', http(401, 'LINK_EXPIRED', 'Your link has expired.'), 'Your link has expired.'],
    [
      'used',
      http(401, 'INVALID_LINK', 'This sign-in link is invalid or was already used.'),
      'This sign-in link is invalid or was already used.',
    ],
    ['an answer without a body', http(500, null), 'Authentication failed'],
    ['no connection', offline, 'Something went wrong during sign in. Please try again.'],
  ])('%s', (_name, error, message) => {
    expect(linkFailure(error)).toBe(message);
  });
});

describe('waiting times', () => {
  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [300, '5 minutes'],
  ])('%i s → %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it.each([
    ['42', 42],
    ['0', 0],
    [null, null],
    ['Wed, 21 Oct 2026 07:28:00 GMT', null],
  ])('Retry-After %j → %j', (header, seconds) => {
    expect(retryAfterSeconds(http(429, null, '', header))).toBe(seconds);
  });
});

describe('the code field (spec 001 §5)', () => {
  it.each([
    ['123456', '123456', true],
    ['12345', '12345', false],
    ['1234567', '123456', true],
    ['12 34-56', '123456', true],
    ['Code: 654321.', '654321', true],
    ['abcdef', '', false],
  ])('%j → %j (complete: %s)', (typed, kept, complete) => {
    expect(sanitizeCode(typed)).toBe(kept);
    expect(isCompleteCode(sanitizeCode(typed))).toBe(complete);
  });
});
