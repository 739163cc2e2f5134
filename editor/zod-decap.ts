/**
 * An editor's form (Decap CMS fields) read off the zod schema the content check validates a data file with, so the
 * form and the check cannot drift apart: each field's kind, whether it is required, its options, its number range
 * and its pattern come from the schema itself; only the words a person reads (label, hint) and Decap's own display
 * options sit beside each field, in its `.meta()`.
 *
 * What becomes what: an object is Decap's `object` widget, an array of objects a `list`, an array of objects told
 * apart by a literal `type` (a discriminated union) a `list` with `types`, an enum a `select` (an array of an enum a
 * `select` with `multiple`), an integer a `number` with `value_type: int` and its range, a boolean a `boolean`
 * (`mustBeTrue` in its meta: the form cannot be saved until it is ticked), a string a `string` (or the `widget` its
 * meta names: `text`, `image`, `hidden`) with the schema's regular expression as its pattern.
 */
import * as z from 'zod';

/** What a field's `.meta()` may say; everything but the words is optional. */
export type FormMeta = {
  label: string;
  hint?: string;
  /** A Decap widget other than the one the schema's kind implies (`text`, `image`, `hidden`). */
  widget?: string;
  /** For an enum: the words the form shows for each value. */
  optionLabels?: Record<string, string>;
  /** For a pattern: what the form says when the value does not match. */
  patternMessage?: string;
  /** For a boolean that must be ticked before the form can be saved: what it says while it is not. */
  mustBeTrue?: string;
  /** Decap's own display options (summary, collapsed, label_singular, ...), passed through. */
  decap?: Record<string, unknown>;
};

export type DecapField = { name: string; label: string; widget: string; required: boolean; [option: string]: unknown };

type Any = z.core.$ZodType;

const metaOf = (schema: Any): FormMeta | undefined => z.globalRegistry.get(schema) as FormMeta | undefined;

/** The schema under optional/nullable/default wrappers, whether it may be left empty, and the first meta found. */
function unwrap(schema: Any): { inner: Any; optional: boolean; meta: FormMeta | undefined } {
  let inner = schema;
  let optional = false;
  let meta = metaOf(schema);
  for (;;) {
    const def = inner._zod.def as { type: string; innerType?: Any };
    if (!['optional', 'nullable', 'default', 'nullish'].includes(def.type) || !def.innerType) break;
    optional = true;
    inner = def.innerType;
    meta ??= metaOf(inner);
  }
  return { inner, optional, meta };
}

/** The regular expression a string schema checks, if any. */
function regexOf(schema: Any): RegExp | undefined {
  const checks = (schema._zod.def as { checks?: { _zod: { def: { format?: string; pattern?: RegExp } } }[] }).checks;
  return checks?.map((c) => c._zod.def).find((d) => d.format === 'regex')?.pattern;
}

function selectOptions(values: readonly string[], meta: FormMeta | undefined) {
  return values.map((value) => ({ label: meta?.optionLabels?.[value] ?? value, value }));
}

/** The Decap fields of an object schema, in its order. */
export function decapFields(schema: z.ZodObject): DecapField[] {
  return Object.entries(schema.shape).map(([name, field]) => decapField(name, field as Any));
}

/** One Decap field from one schema. */
export function decapField(name: string, schema: Any): DecapField {
  const { inner, optional, meta } = unwrap(schema);
  if (!meta?.label) throw new Error(`the form field "${name}" has no label: give its schema .meta({ label })`);
  const base = {
    name,
    label: meta.label,
    required: !optional,
    ...(meta.hint ? { hint: meta.hint } : {}),
  };
  const def = inner._zod.def as { type: string };
  const extra = meta.decap ?? {};
  switch (def.type) {
    case 'object':
      return { ...base, widget: 'object', fields: decapFields(inner as z.ZodObject), ...extra };
    case 'array': {
      const element = unwrap((inner as z.ZodArray).element).inner;
      const minimum = (inner as z.ZodArray)._zod.bag.minimum as number | undefined;
      const elementType = (element._zod.def as { type: string }).type;
      if (elementType === 'enum')
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: selectOptions((element as z.ZodEnum).options as string[], metaOf(element) ?? meta),
          ...(minimum ? { min: minimum } : {}),
          ...extra,
        };
      if (elementType === 'union') {
        const union = element as z.ZodDiscriminatedUnion<z.ZodObject[]>;
        const key = (union._zod.def as { discriminator: string }).discriminator;
        return {
          ...base,
          widget: 'list',
          typeKey: key,
          types: union.options.map((option) => {
            const value = [...(option.shape[key] as z.ZodLiteral<string>).values][0]!;
            // The type itself is Decap's (typeKey), not a field of the form.
            const shape = Object.fromEntries(Object.entries(option.shape).filter(([name]) => name !== key));
            const optionMeta = metaOf(option);
            return {
              name: value,
              label: optionMeta?.label ?? value,
              widget: 'object',
              ...(optionMeta?.hint ? { hint: optionMeta.hint } : {}),
              fields: decapFields(z.object(shape)),
              ...(optionMeta?.decap ?? {}),
            };
          }),
          ...(minimum ? { min: minimum } : {}),
          ...extra,
        };
      }
      return {
        ...base,
        widget: 'list',
        fields: decapFields(element as z.ZodObject),
        ...(minimum ? { min: minimum } : {}),
        ...extra,
      };
    }
    case 'enum':
      return {
        ...base,
        widget: meta.widget ?? 'select',
        options: selectOptions((inner as z.ZodEnum).options as string[], meta),
        ...extra,
      };
    case 'number': {
      const number = inner as z.ZodNumber;
      return {
        ...base,
        widget: 'number',
        value_type: number.isInt ? 'int' : 'float',
        ...(Number.isFinite(number.minValue) ? { min: number.minValue } : {}),
        ...(Number.isFinite(number.maxValue) ? { max: number.maxValue } : {}),
        ...extra,
      };
    }
    case 'boolean':
      return {
        ...base,
        widget: 'boolean',
        // Unticked by default, so an unticked box meets the pattern's message rather than Decap's bare "required".
        ...(meta.mustBeTrue ? { required: true, default: false, pattern: ['^true$', meta.mustBeTrue] } : {}),
        ...extra,
      };
    case 'string': {
      const regex = regexOf(inner);
      return {
        ...base,
        widget: meta.widget ?? 'string',
        ...(regex && meta.widget !== 'hidden'
          ? { pattern: [regex.source, meta.patternMessage ?? meta.hint ?? `Write it as ${regex.source}`] }
          : {}),
        ...extra,
      };
    }
    default:
      throw new Error(`the form field "${name}" is a ${def.type}, which the editor has no widget for`);
  }
}

/**
 * Where a problem lies, in the form's words: the labels of the fields on its path, and for a list item its number
 * and, when `itemName` gives one, its name ("Testimonials, no. 3 (Maria G.), Rating").
 */
export function fieldWords(
  schema: Any,
  path: readonly PropertyKey[],
  data: unknown,
  itemName?: (item: unknown) => string | undefined,
): string {
  const words: string[] = [];
  let here: Any | undefined = schema;
  let value: unknown = data;
  for (const key of path) {
    if (!here) {
      words.push(String(key));
      continue;
    }
    let { inner } = unwrap(here);
    if ((inner._zod.def as { type: string }).type === 'union') {
      const union = inner as z.ZodDiscriminatedUnion<z.ZodObject[]>;
      const discriminator = (union._zod.def as { discriminator: string }).discriminator;
      const tag = (value as Record<string, unknown> | undefined)?.[discriminator];
      inner =
        union.options.find((o) => (o.shape[discriminator] as z.ZodLiteral<string>).values.has(tag as string)) ?? inner;
    }
    const type = (inner._zod.def as { type: string }).type;
    if (type === 'object' && typeof key === 'string') {
      here = (inner as z.ZodObject).shape[key] as Any | undefined;
      words.push(here ? (unwrap(here).meta?.label ?? key) : key);
    } else if (type === 'array' && typeof key === 'number') {
      here = (inner as z.ZodArray).element;
      const item = Array.isArray(value) ? value[key] : undefined;
      const name = item === undefined ? undefined : itemName?.(item);
      words.push(`no. ${key + 1}${name ? ` (${name})` : ''}`);
    } else {
      here = undefined;
      words.push(String(key));
    }
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return words.join(', ');
}

/**
 * One line per problem of a data file's content (already parsed), each naming the file and the field in the form's
 * words; empty when the content is valid.
 */
export function formProblems(
  file: string,
  schema: Any,
  data: unknown,
  itemName?: (item: unknown) => string | undefined,
): string[] {
  // With each issue's input, a value of the wrong kind (text where a number goes) is told apart from one left out.
  const result = z.safeParse(schema, data, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.length ? fieldWords(schema, issue.path, data, itemName) : 'the file';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return `${file}: ${field}: ${missing ? 'is missing' : issue.message}`;
  });
}

/** The content of a JSON data file's text, or the one line that says it is not JSON. */
export function parseDataFile(file: string, text: string): { data?: unknown; problems: string[] } {
  try {
    return { data: JSON.parse(text), problems: [] };
  } catch (error) {
    return {
      problems: [
        `${file}: is not valid JSON (${(error as Error).message}): undo the last hand edit, or edit it in /admin`,
      ],
    };
  }
}
