/**
 * The state of the sign-in and sign-up forms, in place of react-hook-form (a tenth of the sign-in
 * page's script). It keeps the behaviour those forms had with react-hook-form's defaults:
 * uncontrolled inputs; the whole form checked on submit, the first field in error (in the order the
 * fields were registered) focused; once submitted, each change checks the form again and updates that
 * field's message only; blur checks nothing; the schema's output (trimmed, defaults applied) goes to
 * the submit handler. The check itself is the domain's zod schema, loaded after the form shows.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A field's message, as the cards read it (`errors.username?.message`). */
type FieldErrors<T> = Partial<Record<keyof T & string, { message: string }>>;

/** What the schema said: its output, or one message per field (the first issue of each path). */
export type CheckResult<TOut> = { ok: true; values: TOut } | { ok: false; errors: Record<string, string> };

type Element = HTMLInputElement | HTMLSelectElement;
type Values = Record<string, string | null | undefined>;

export function useAuthForm<TIn extends Record<string, string | null | undefined>, TOut>(options: {
  defaultValues: TIn;
  check: (values: TIn) => Promise<CheckResult<TOut>>;
}) {
  const values = useRef<Values>({ ...options.defaultValues });
  const elements = useRef(new Map<string, Element>());
  const submitted = useRef(false);
  const watched = useRef(new Set<string>());
  const [errors, setErrors] = useState<FieldErrors<TIn>>({});
  const [, rerender] = useState(0);
  const registered = useRef(new Map<string, ReturnType<typeof registration>>());
  const checkRef = useRef(options.check);
  checkRef.current = options.check;
  const check = (current: Values) => checkRef.current(current as TIn);

  function setFieldError(name: string, message: string | undefined) {
    setErrors((current) => {
      if (current[name as keyof TIn & string]?.message === message) return current;
      const next = { ...current };
      if (message) next[name as keyof TIn & string] = { message };
      else delete next[name as keyof TIn & string];
      return next;
    });
  }

  async function onChange(event: ChangeEvent<Element>) {
    const { name, value } = event.target;
    values.current[name] = value;
    if (watched.current.has(name)) rerender((n) => n + 1);
    if (!submitted.current) return;
    const result = await check(values.current);
    setFieldError(name, result.ok ? undefined : result.errors[name]);
  }

  function registration(name: string) {
    return {
      name,
      onChange: (event: ChangeEvent<Element>) => void onChange(event),
      ref: (element: Element | null) => {
        if (!element) {
          elements.current.delete(name);
          return;
        }
        // A field shown again takes the value the form holds for it; a field without one takes
        // the input's own (an empty code box is '' to the schema, not a missing code).
        const value = values.current[name];
        if (value === undefined) values.current[name] = element.value;
        else if (element.value !== (value ?? '')) element.value = value ?? '';
        elements.current.set(name, element);
      },
    };
  }

  /** The props of a field's input: name, onChange and ref, the same object on every render. */
  function register(name: keyof TIn & string) {
    let props = registered.current.get(name);
    if (!props) registered.current.set(name, (props = registration(name)));
    return props;
  }

  function handleSubmit(onValid: (values: TOut) => void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      const result = await check(values.current);
      if (result.ok) {
        setErrors({});
        onValid(result.values);
        return;
      }
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([name, message]) => [name, { message }]),
        ) as FieldErrors<TIn>,
      );
      const first = [...elements.current].find(([name]) => result.errors[name]);
      first?.[1].focus();
    };
  }

  return {
    formState: { errors },
    register,
    handleSubmit,
    /** The live value of a field; the component re-renders as it is typed. */
    watch(name: keyof TIn & string): string {
      watched.current.add(name);
      return values.current[name] ?? '';
    },
    setValue(name: keyof TIn & string, value: string) {
      values.current[name] = value;
      const element = elements.current.get(name);
      if (element) element.value = value;
    },
    setFocus(name: keyof TIn & string) {
      elements.current.get(name)?.focus();
    },
    setError(name: keyof TIn & string, error: { message: string }) {
      setFieldError(name, error.message);
    },
    /** New values, no messages, and not yet submitted. */
    reset(next: TIn) {
      values.current = { ...next };
      for (const [name, element] of elements.current) element.value = next[name] ?? '';
      submitted.current = false;
      setErrors({});
    },
  };
}
