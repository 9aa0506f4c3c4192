import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ZodType } from 'zod';
import { fromApiError, fromZod } from '../lib/form-errors';
import type { FieldErrors } from '../lib/form-errors';

/**
 * Controlled form state shared by the account pages: values survive every error, an edited field
 * drops its error, and submit is ignored while a request runs. The request schema loads with the
 * first submit (lib/contract-schemas: zod is not needed before the page is interactive).
 */
export function useAccountForm<F extends string, R>(options: {
  fields: readonly F[];
  loadSchema: () => Promise<ZodType<R, never, unknown> | ZodType<R>>;
  validate?: (values: Record<F, string>) => FieldErrors<F>;
  submit: (request: R) => Promise<void>;
}) {
  const { fields, loadSchema, validate, submit } = options;
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: F) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] || e.form ? ({ ...e, [field]: undefined, form: undefined } as FieldErrors<F>) : e));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    try {
      const schema = await loadSchema();
      const local: FieldErrors<F> = validate?.(values) ?? {};
      const parsed = schema.safeParse(values);
      const found: FieldErrors<F> = { ...(parsed.success ? {} : fromZod(parsed.error, fields)), ...local };
      if (!parsed.success || Object.values(found).some(Boolean)) {
        setErrors(found);
        focusFirstInvalid(form);
        return;
      }
      setErrors({});
      await submit(parsed.data);
    } catch (error) {
      setErrors(fromApiError(error, fields));
    } finally {
      setBusy(false);
    }
  };

  /** The value, change handler and error of one field, to spread on a FormField. */
  const field = (name: F) => ({ name, value: values[name], onChange: set(name), error: errors[name] });

  return { values, errors, busy, set, field, onSubmit, setValues };
}

function focusFirstInvalid(form: HTMLFormElement) {
  // Wait for React to mark the fields invalid.
  queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
