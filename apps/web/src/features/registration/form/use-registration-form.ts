import {
  type FieldMessages,
  LAST_STEP,
  localToday,
  type RegistrationForm,
  stepOfField,
  validateRegistrationForm,
  validateStep,
} from '@cq/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { setIn, withoutPath } from './paths';
import type { PendingEntries, PendingSource } from './pending-entries';

export interface RegistrationFormController {
  form: RegistrationForm;
  /** The latest form, for callbacks that run after a render (autosave, submit). */
  formRef: { readonly current: RegistrationForm };
  step: number;
  errors: FieldMessages;
  /** Changes one field and clears its error. */
  setField: (path: string, value: unknown) => void;
  /** Replaces the whole form (a reload or a restored copy) without counting as an edit. */
  replace: (form: RegistrationForm) => void;
  /** Moves on when the current step validates; otherwise shows its errors. */
  next: () => boolean;
  /** Goes back one step (not below 0) and clears the errors. */
  back: () => void;
  /** Goes back to an earlier step (the review's Edit links); never forward past unchecked steps. */
  backTo: (step: number) => void;
  /** Every step's rules; on failure shows the errors and goes to the first step with one. */
  validateAll: () => boolean;
  /** Errors the server found, shown on the step of the first one. */
  showErrors: (errors: FieldMessages) => void;
  /** The list editors' add rows (see pending-entries). */
  pendingEntries: PendingEntries;
  /** The form with every whole entry still in an add row added: what a draft save sends. */
  formWithPending: () => RegistrationForm;
}

/**
 * The eight-step form's state: steps indexed from 0, Next
 * only when the step validates and capped at the last step, Back not below 0
 * and clearing errors, editing a field clearing that field's error.
 */
export function useRegistrationForm(
  initial: RegistrationForm,
  onChange: (path: string) => void,
  today: () => string = () => localToday(),
): RegistrationFormController {
  const [form, setForm] = useState(initial);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldMessages>({});
  const formRef = useRef(initial);
  const stepRef = useRef(0);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const sources = useRef(new Map<string, PendingSource>());
  const kept = useRef(new Map<string, unknown>());

  const pendingEntries = useMemo<PendingEntries>(
    () => ({
      register(path, source) {
        sources.current.set(path, source);
        return () => {
          if (sources.current.get(path) === source) sources.current.delete(path);
        };
      },
      kept: (path) => kept.current.get(path),
      changed(path, draft) {
        if (draft === undefined) kept.current.delete(path);
        else kept.current.set(path, draft);
        changeRef.current(path);
      },
    }),
    [],
  );

  const formWithPending = useCallback(() => {
    let out = formRef.current;
    for (const [path, source] of sources.current) {
      const entry = source.read();
      if (entry && 'list' in entry) out = setIn(out, path, entry.list);
    }
    return out;
  }, []);

  /** Adds every whole entry still in an add row; answers what the others need. */
  const addPending = useCallback((): FieldMessages => {
    const asks: FieldMessages = {};
    for (const [path, source] of sources.current) {
      const entry = source.read();
      if (!entry) continue;
      if ('message' in entry) {
        asks[path] = entry.message;
        continue;
      }
      formRef.current = setIn(formRef.current, path, entry.list);
      setForm(formRef.current);
      source.clear();
    }
    return asks;
  }, []);

  const setField = useCallback((path: string, value: unknown) => {
    formRef.current = setIn(formRef.current, path, value);
    setForm(formRef.current);
    setErrors((current) => withoutPath(current, path));
    changeRef.current(path);
  }, []);

  const replace = useCallback((next: RegistrationForm) => {
    formRef.current = next;
    setForm(next);
    setErrors({});
  }, []);

  const moveTo = useCallback((index: number) => {
    stepRef.current = Math.max(0, Math.min(LAST_STEP, index));
    setStep(stepRef.current);
  }, []);

  const next = useCallback(() => {
    const asks = addPending();
    const result = validateStep(stepRef.current, formRef.current, today());
    const errors = { ...result.errors, ...asks };
    setErrors(errors);
    if (Object.keys(errors).length > 0) return false;
    moveTo(stepRef.current + 1);
    return true;
  }, [addPending, moveTo, today]);

  // Going back adds whole entries; a half-typed one stays in its add row for when she returns.
  const back = useCallback(() => {
    addPending();
    setErrors({});
    moveTo(stepRef.current - 1);
  }, [addPending, moveTo]);

  const backTo = useCallback(
    (target: number) => {
      if (target >= stepRef.current) return;
      addPending();
      setErrors({});
      moveTo(target);
    },
    [addPending, moveTo],
  );

  const validateAll = useCallback(() => {
    addPending();
    const result = validateRegistrationForm(formRef.current, today());
    setErrors(result.errors);
    if (result.firstInvalidStep === null) return true;
    moveTo(result.firstInvalidStep);
    return false;
  }, [addPending, moveTo, today]);

  const showErrors = useCallback(
    (found: FieldMessages) => {
      setErrors(found);
      const steps = Object.keys(found)
        .map(stepOfField)
        .filter((s): s is number => s !== null);
      if (steps.length) moveTo(Math.min(...steps));
    },
    [moveTo],
  );

  return {
    form,
    formRef,
    step,
    errors,
    setField,
    replace,
    next,
    back,
    backTo,
    validateAll,
    showErrors,
    pendingEntries,
    formWithPending,
  };
}
