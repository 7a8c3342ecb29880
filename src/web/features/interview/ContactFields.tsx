import { Field } from '../../components/Field';

interface ContactFieldsProps {
  fullName: string;
  email: string;
  onFullName: (value: string) => void;
  onEmail: (value: string) => void;
  /** The inputs' names, when the page has another form with the same fields. */
  names?: { fullName: string; email: string };
}

/** The candidate's full name and e-mail address, as every candidate form asks for them. */
export function ContactFields({
  fullName,
  email,
  onFullName,
  onEmail,
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
        onChange={(event) => onFullName(event.target.value)}
      />
      <Field
        label="Email"
        name={names.email}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => onEmail(event.target.value)}
      />
    </>
  );
}
