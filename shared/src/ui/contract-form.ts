import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A form whose rules are its contract (ADR 0013): react-hook-form checks the values with the
 * same zod schema the server reads, so the browser and the API cannot disagree about a rule.
 * Each rule's message is an error code (`errorCodes`), shown as `common:error.<code>`. Checked
 * on submit first, then again as the member corrects a field; the first wrong field gets focus.
 * Its own entry (`@app/shared/forms`), not the UI kit's: react-hook-form then loads with the
 * pages that have a form, not with every page.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: NoInfer<DefaultValues<Input>>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    // The resolver's overloads are written per zod major; the schema is a zod 4 schema.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * The translated text of a field's error, or null: a rule's code (`common:error.<code>`, with
 * `params` for texts that name a number), or what the server said about that field.
 */
export function useFieldError<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  params: Record<string, unknown> = {},
): (field: FieldPath<Input>) => string | null {
  const { t } = useTranslation('common');
  const { errors } = form.formState;
  return (field) => {
    const error = field.split('.').reduce<unknown>((at, key) => {
      return (at as Record<string, unknown> | undefined)?.[key];
    }, errors) as { message?: string } | undefined;
    if (!error?.message) return null;
    return t([`error.${error.message}`, 'error.validation_failed'], params);
  };
}

/**
 * Puts a refusal the server gave for one field (`error.params.field`) under that field and
 * answers true; false when the refusal belongs to the form as a whole.
 */
export function showServerFieldError<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  error: unknown,
  fields: readonly FieldPath<Input>[],
): boolean {
  const body = (error as { data?: { error?: { code?: string; params?: { field?: string } } } })
    ?.data?.error;
  const field = body?.params?.field as FieldPath<Input> | undefined;
  if (!body?.code || !field || !fields.includes(field)) return false;
  form.setError(field, { type: 'server', message: body.code }, { shouldFocus: true });
  return true;
}
