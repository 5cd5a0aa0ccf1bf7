import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { setServerFieldErrors } from './form-errors';

type Values = { name: string; email: string; new_password: string };
const FIELDS = ['name', 'email', 'new_password'] as const;

function collect() {
  const calls: Array<[string, string | undefined]> = [];
  const setError = (name: string, error: { message?: string }) => {
    calls.push([name, error.message]);
  };
  return { calls, setError };
}

describe('setServerFieldErrors', () => {
  it('places each field error beside its field, in form order, first message only', () => {
    const { calls, setError } = collect();
    const error = new ApiError(422, 'Validation failed', {
      email: ['Email is taken', 'second'],
      name: ['Name is required'],
    });
    const placed = setServerFieldErrors<Values>(error, FIELDS, setError);
    expect(placed).toEqual(['name', 'email']);
    expect(calls).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is taken'],
    ]);
  });

  it('maps nested keys onto their first part and server names through aliases', () => {
    const { calls, setError } = collect();
    const error = new ApiError(422, 'Validation failed', {
      'name.0': ['Too long'],
      password: ['Password is too weak'],
    });
    const placed = setServerFieldErrors<Values>(error, FIELDS, setError, { password: 'new_password' });
    expect(placed).toEqual(['name', 'new_password']);
    expect(calls).toContainEqual(['new_password', 'Password is too weak']);
  });

  it('places nothing for unknown fields, empty lists or errors that are not ApiErrors', () => {
    const { calls, setError } = collect();
    expect(
      setServerFieldErrors<Values>(new ApiError(422, 'x', { other: ['No'], email: [] }), FIELDS, setError),
    ).toEqual([]);
    expect(setServerFieldErrors<Values>(new Error('boom'), FIELDS, setError)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
