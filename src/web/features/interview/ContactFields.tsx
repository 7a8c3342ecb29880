import { Field } from '../../components/Field';

interface ContactFieldsProps {
  fullName: string;
  email: string;
  onFullName: (value: string) => void;
  onEmail: (value: string) => void;
  /** Each field's message, shown under it. */
  errors?: { fullName?: string; email?: string };
  /** The inputs' names, when the page has another form with the same fields. */
  names?: { fullName: string; email: string };
}

/** The candidate's full name and e-mail address, as every candidate form asks for them. */
export function ContactFields({
  fullName,
  email,
  onFullName,
  onEmail,
  errors = {},
  names = { fullName: 'fullName', email: 'email' },
}: ContactFieldsProps) {
  return (
    <>
      <Field
        label="Full name"
        name={names.fullName}
        autoComplete="name"
        required
        value={fullName}
        error={errors.fullName}
        onChange={(event) => onFullName(event.target.value)}
      />
      <Field
        label="Email"
        name={names.email}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => onEmail(event.target.value)}
      />
    </>
  );
}
