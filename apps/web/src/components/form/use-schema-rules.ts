// Ant Design form rules from a shared zod schema, so a form shows exactly the texts the server
// answers with (one rule, one message: packages/shared). A field is quiet while the visitor types
// in it for the first time and strict once they have left it or pressed submit.
import { useCallback, useState } from 'react';
import type { FormItemProps } from 'antd';
import type { z } from 'zod';
import { fieldError } from '@osce/shared/validation';

type Rule = NonNullable<FormItemProps['rules']>[number];

export interface SchemaRules<F extends string> {
  /** The rules of one field: the schema's first error for it, checked against the whole form. */
  rules: (field: F) => Rule[];
  /** When antd re-validates the field: on blur at first, on every change once touched. */
  trigger: (field: F) => string[];
  /** An onBlur handler marking the field touched. */
  markTouched: (field: F) => () => void;
  /** After a submit every field is touched: errors then clear as the visitor fixes them. */
  touchAll: () => void;
  resetTouched: () => void;
}

/**
 * @param schema the shared schema of the whole form
 * @param readInput the form's current values as the schema reads them (the API payload)
 * @param fields every field of the form
 */
export function useSchemaRules<F extends string>(
  schema: z.ZodType,
  readInput: () => unknown,
  fields: readonly F[],
): SchemaRules<F> {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());

  const rules = (field: F): Rule[] => [
    {
      validator: async () => {
        const text = fieldError(schema, readInput(), field);
        if (text) throw new Error(text);
      },
    },
  ];
  const trigger = (field: F) => (touched.has(field) ? ['onBlur', 'onChange'] : ['onBlur']);
  const markTouched = (field: F) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const touchAll = useCallback(() => setTouched(new Set(fields)), [fields]);
  const resetTouched = useCallback(() => setTouched(new Set()), []);

  return { rules, trigger, markTouched, touchAll, resetTouched };
}
