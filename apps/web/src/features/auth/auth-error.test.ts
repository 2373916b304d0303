import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { describeAuthError, EMAIL_TAKEN_MESSAGE } from './auth-error';

const SIGN_UP_FIELDS = ['name', 'email', 'phone', 'password'];

describe('describeAuthError', () => {
  it('puts the server field messages on the form fields it has', () => {
    const error = new ApiRequestError(400, 'validation_failed', 'Please correct the fields.', {
      password: 'This password is too common. Choose a less guessable one.',
      role: 'not a form field',
    });
    expect(describeAuthError(error, SIGN_UP_FIELDS)).toEqual({
      fields: { password: 'This password is too common. Choose a less guessable one.' },
      message: null,
    });
  });

  it('marks the email field when the account already exists', () => {
    const error = new ApiRequestError(422, 'user_already_exists_use_another_email', 'User exists');
    expect(describeAuthError(error, SIGN_UP_FIELDS)).toEqual({
      fields: { email: EMAIL_TAKEN_MESSAGE },
      message: null,
    });
  });

  it("shows the server's words for a wrong password or too many attempts", () => {
    const wrong = new ApiRequestError(
      401,
      'invalid_email_or_password',
      'Invalid email or password',
    );
    expect(describeAuthError(wrong, ['email', 'password']).message).toBe(
      'Invalid email or password',
    );
    const limited = new ApiRequestError(429, 'too_many_requests', 'Too many sign-in attempts.');
    expect(describeAuthError(limited, ['email', 'password']).message).toBe(
      'Too many sign-in attempts.',
    );
  });

  it('keeps server failures and lost connections generic', () => {
    const crash = new ApiRequestError(500, 'internal', 'stack trace here');
    expect(describeAuthError(crash, SIGN_UP_FIELDS).message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(describeAuthError(new TypeError('Failed to fetch'), SIGN_UP_FIELDS).message).toMatch(
      /Could not reach the server/,
    );
  });
});
