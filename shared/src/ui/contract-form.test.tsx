import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { errorCodes } from '../contracts/values';
import { setupI18n } from '../../testing';
import { showServerFieldError, useContractForm, useFieldError } from './contract-form';

beforeAll(() => setupI18n(['common']));

const schema = z.object({
  email: z.string().trim().min(1, { error: errorCodes.login_name_required }),
  password: z.string().min(1, { error: errorCodes.password_required }),
  nickname: z.string().min(3),
});

function useLoginForm() {
  const form = useContractForm(schema, { email: '', password: '', nickname: '' });
  return { form, fieldError: useFieldError(form) };
}

describe('a form checked by its contract', () => {
  it("shows each broken rule's code as the spec's text, and no request is made", async () => {
    const { result } = renderHook(useLoginForm);
    const submitted = jest.fn();
    await act(() => result.current.form.handleSubmit(submitted)());
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.fieldError('email')).toBe('Enter your e-mail address or username.');
    expect(result.current.fieldError('password')).toBe('Enter your password.');
    // A rule written without a code still says something true rather than a raw zod message.
    expect(result.current.fieldError('nickname')).toBe('Please check the highlighted fields.');
  });

  it("puts the server's refusal of one field under that field, and leaves others to the form", () => {
    const { result } = renderHook(useLoginForm);
    const refused = (code: string, field?: string) => ({
      status: 400,
      data: { error: { code, message: '', ...(field ? { params: { field } } : {}) } },
    });
    let shown = false;
    act(() => {
      shown = showServerFieldError(result.current.form, refused('login_failed'), ['email']);
    });
    expect(shown).toBe(false);
    act(() => {
      shown = showServerFieldError(result.current.form, refused('name_taken', 'nickname'), [
        'email',
      ]);
    });
    expect(shown).toBe(false);
    act(() => {
      shown = showServerFieldError(result.current.form, refused('invalid_email', 'email'), [
        'email',
      ]);
    });
    expect(shown).toBe(true);
    expect(result.current.fieldError('email')).toBe('Invalid email');
  });
});
