import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { LoginInput } from '../../../common/schemas/auth';

// The sign-in form's state, without react-hook-form: the two fields need no more than this, and the sign-in
// page (like a student's first dashboard after it) loads no form library (bundle budget). It behaves as
// react-hook-form did with zodResolver: validate on submit, then again on each change of a field; the first
// message per field; focus on the first field in error; the schema's output (a trimmed email) is submitted.
// Why not react-hook-form itself, with the measurements: docs/decisions/0015-sign-in-form-without-react-hook-form.md.

export type LoginField = keyof LoginInput;
export type LoginFieldErrors = Partial<Record<LoginField, { message: string }>>;

const FIELDS: readonly LoginField[] = ['email', 'password'];

/** The shared loginSchema (the server's own rules and messages), loaded with zod at the first validation. */
async function validate(
  values: Record<LoginField, string>,
): Promise<{ data: LoginInput | null; errors: LoginFieldErrors }> {
  const { loginSchema } = await import('../../../common/schemas/auth');
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = { message: issue.message };
  }
  return { data: null, errors };
}

export function useLoginForm() {
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const submitted = useRef(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  const values = () => ({
    email: inputs.current.email?.value ?? '',
    password: inputs.current.password?.value ?? '',
  });

  const setError = useCallback((field: LoginField, error: { message: string }) => {
    setErrors((current) => ({ ...current, [field]: error }));
  }, []);

  const register = (field: LoginField) => ({
    name: field,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    onChange: async (_event: ChangeEvent<HTMLInputElement>) => {
      if (!submitted.current) return;
      const { errors: found } = await validate(values());
      setErrors((current) => {
        const { [field]: _old, ...others } = current;
        const error = found[field];
        return error ? { ...others, [field]: error } : others;
      });
    },
  });

  const handleSubmit = (onValid: (values: LoginInput) => void) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const { data, errors: found } = await validate(values());
    setErrors(found);
    if (data) {
      onValid(data);
      return;
    }
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  return { register, handleSubmit, setError, formState: { errors } };
}
