// The state of a plain form checked by a shared zod schema (packages/shared), so the form shows
// exactly the texts the server answers with. A field is quiet while the visitor first types in it
// and checked when they leave it, then on every change; Send checks every shown field and moves
// focus to the first one in error. The browser's own validation is off (no native tooltip).
//
// The schema (and zod with it) is not part of the page's first download: it loads when the visitor
// first reaches the form, by pointer or keyboard, well before the first check needs it.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { fieldError } from '@osce/shared/validation';
import {
  hasShownErrors,
  schemaErrors,
  withFieldError,
  type FieldErrorTexts,
} from './schema-errors';

export interface SchemaFormOptions<V extends object, I> {
  /** Element ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  initialValues: V;
  /** The shared schema of the whole form, e.g. `() => import('...').then((m) => m.schema)`. */
  loadSchema: () => Promise<z.ZodType>;
  /** The values as the schema (and the API) read them. */
  toInput: (values: V) => I;
  /** The fields on screen for these values: only they are checked, and only their errors count. */
  shownFields: (values: V) => readonly (keyof V & string)[];
}

/** What a field component needs: spread it onto TextField, CheckboxField, ... */
export interface BoundField<T> {
  id: string;
  name: string;
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
  onBlur: () => void;
}

export interface SchemaForm<V extends object, I> {
  values: V;
  /** The fields on screen now. */
  shownFields: readonly (keyof V & string)[];
  /** Whether a shown field shows an error. */
  hasErrors: boolean;
  field: <K extends keyof V & string>(name: K) => BoundField<V[K]>;
  /** Sets a value without checking it. */
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** A field as it was at first: initial value, no error, untouched (e.g. when it is hidden). */
  resetField: (name: keyof V & string) => void;
  /** Shows the server's texts under their fields (they count as touched from then on). */
  showFieldErrors: (errors: FieldErrorTexts<keyof V & string>, focus: boolean) => void;
  /** Back to the initial values, no errors, nothing touched. */
  reset: () => void;
  /** Props for the <form> element; `onValid` receives the input once every shown field passes. */
  formProps: (onValid: (input: I) => void) => {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    onPointerEnter: () => void;
  };
}

export function useSchemaForm<V extends object, I>({
  idPrefix,
  initialValues,
  loadSchema,
  toInput,
  shownFields,
}: SchemaFormOptions<V, I>): SchemaForm<V, I> {
  type F = keyof V & string;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  // The latest values for checks that finish after the schema's chunk arrives.
  const valuesRef = useRef(initialValues);
  const [errors, setErrors] = useState<FieldErrorTexts<F>>({});
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [focusRequest, setFocusRequest] = useState(0);
  // The value each server text was given for: the text stays while the value does, so leaving the
  // field unchanged does not wipe 'The current password you entered is not correct.'
  const serverErrorValues = useRef<Partial<Record<F, unknown>>>({});
  const schema = useRef<z.ZodType | null>(null);
  const schemaLoading = useRef<Promise<z.ZodType> | null>(null);
  const shown = shownFields(values);

  const ensureSchema = (): Promise<z.ZodType> => {
    if (schema.current) return Promise.resolve(schema.current);
    schemaLoading.current ??= loadSchema().then(
      (loaded) => (schema.current = loaded),
      (error: unknown) => {
        schemaLoading.current = null; // try again next time
        throw error;
      },
    );
    return schemaLoading.current;
  };
  const preloadSchema = () => void ensureSchema().catch(() => {});

  const checkField = (name: F) => {
    if (name in serverErrorValues.current) {
      if (Object.is(serverErrorValues.current[name], valuesRef.current[name])) return;
      delete serverErrorValues.current[name];
    }
    const check = (loaded: z.ZodType) =>
      setErrors((current) =>
        withFieldError(current, name, fieldError(loaded, toInput(valuesRef.current), name)),
      );
    // Synchronous once loaded, so an error never lags a keystroke behind.
    if (schema.current) check(schema.current);
    else ensureSchema().then(check, () => {});
  };

  const setValue = <K extends F>(name: K, value: V[K]) => {
    valuesRef.current = { ...valuesRef.current, [name]: value };
    setValues(valuesRef.current);
  };

  const markTouched = (name: F) =>
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const field = <K extends F>(name: K): BoundField<V[K]> => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: shown.includes(name) ? errors[name] : undefined,
    onChange: (value) => {
      setValue(name, value);
      if (touched.has(name)) checkField(name);
    },
    onBlur: () => {
      markTouched(name);
      checkField(name);
    },
  });

  // After a refused Send the first field in error takes the focus, centred below the sticky header.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  const showFieldErrors = (next: FieldErrorTexts<F>, focus: boolean) => {
    for (const name of Object.keys(next) as F[]) {
      serverErrorValues.current[name] = valuesRef.current[name];
    }
    setErrors((current) => ({ ...current, ...next }));
    setTouched((current) => new Set([...current, ...(Object.keys(next) as F[])]));
    if (focus) setFocusRequest((n) => n + 1);
  };

  const resetField = (name: F) => {
    delete serverErrorValues.current[name];
    setValue(name, initialValues[name]);
    setErrors((current) => withFieldError(current, name, undefined));
    setTouched((current) => {
      if (!current.has(name)) return current;
      const next = new Set(current);
      next.delete(name);
      return next;
    });
  };

  const reset = () => {
    serverErrorValues.current = {};
    valuesRef.current = initialValues;
    setValues(initialValues);
    setErrors({});
    setTouched(new Set());
  };

  const formProps = (onValid: (input: I) => void) => ({
    ref: formRef,
    noValidate: true as const,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTouched(new Set(shown));
      ensureSchema().then(
        (loaded) => {
          const fields = shownFields(valuesRef.current);
          const input = toInput(valuesRef.current);
          const found = schemaErrors(loaded, input, fields);
          // Send starts afresh: the server says again what it still refuses.
          serverErrorValues.current = {};
          setErrors(found);
          if (hasShownErrors(found, fields)) setFocusRequest((n) => n + 1);
          else onValid(input);
        },
        // The schema's chunk did not arrive: the server checks the same schema and answers with
        // the same texts, so the message is sent and any refusal shows as usual.
        () => onValid(toInput(valuesRef.current)),
      );
    },
    // Focus events bubble in React: any field reached by keyboard or pointer starts the download.
    onFocus: preloadSchema,
    onPointerEnter: preloadSchema,
  });

  return {
    values,
    shownFields: shown,
    hasErrors: hasShownErrors(errors, shown),
    field,
    setValue,
    resetField,
    showFieldErrors,
    reset,
    formProps,
  };
}
