import { useState, type FormEvent } from 'react';
import { alternativeRequestSchema } from '../../../core/api/candidate';
import { ALTERNATIVE_MESSAGE_MAX } from '../../../core/candidate-messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Field';
import { useFocusFirstInvalid } from '../../lib/focus-first-invalid';
import { checkValues, fieldPaths, submitErrors } from '../../lib/form-errors';
import { candidateApi } from './api';
import { ContactFields } from './ContactFields';
import { FormSection } from './FormSection';

type Values = { fullName: string; email: string; message: string };

/**
 * Instead of the AI interview, the candidate may ask for another process: the employer is
 * e-mailed, no AI interview or assessment takes place. Checked with the endpoint's schema, each
 * message under its field (no react-hook-form on the candidate route, as the intake form).
 */
export function AlternativeRequest({ postingId, noticeVersionId }: { postingId: string; noticeVersionId: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>({ fullName: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [focusRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>(errors);

  if (done) return <Alert tone="success">{done}</Alert>;
  if (!open) {
    return (
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        Request an alternative process
      </Button>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkValues(alternativeRequestSchema, { ...values, noticeVersionId });
    if (!checked.data) {
      focusFirstInvalid();
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setDone((await candidateApi.requestAlternative(postingId, checked.data)).message);
    } catch (reason) {
      const placed = submitErrors(reason, fieldPaths(values), 'Your request could not be sent. Please try again.');
      focusFirstInvalid();
      setErrors(placed.fields);
      setFormError(placed.form);
      setBusy(false);
    }
  };

  return (
    <FormSection
      title="Request an alternative process"
      intro="No AI interview or AI assessment takes place. The hiring team is told and contacts you by e-mail."
      error={formError}
      onSubmit={submit}
      formRef={focusRef}
    >
      <ContactFields
        names={{ fullName: 'altFullName', email: 'altEmail' }}
        fullName={values.fullName}
        email={values.email}
        errors={errors}
        onFullName={(fullName) => setValues((current) => ({ ...current, fullName }))}
        onEmail={(email) => setValues((current) => ({ ...current, email }))}
      />
      <Textarea
        label="Note to the hiring team (optional)"
        rows={3}
        maxLength={ALTERNATIVE_MESSAGE_MAX}
        value={values.message}
        error={errors.message}
        onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
        textareaClassName="resize-y"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingLabel="Sending...">
          Send request
        </Button>
      </div>
    </FormSection>
  );
}
