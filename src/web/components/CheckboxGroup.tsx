import { useId, type ReactNode, type Ref } from 'react';
import { FieldError } from './Field';

/**
 * A <fieldset> of checkboxes choosing several values of a list (in the list's order). The
 * group's error is announced and bound to the fieldset; the first box takes `ref`, so a
 * react-hook-form `Controller` can focus the group when it is the first invalid field.
 */
export function CheckboxGroup<T extends string>(props: {
  legend: ReactNode;
  options: readonly T[];
  labelOf: (value: T) => ReactNode;
  value: readonly T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Classes of each option's <label> and of its box. */
  labelClassName?: string;
  inputClassName?: string;
}) {
  const errorId = useId();
  const { options, value, onChange } = props;
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined}>
      <legend className="label">{props.legend}</legend>
      {options.map((option, index) => (
        <label key={option} className={props.labelClassName ?? 'flex items-center gap-2 text-sm text-slate-700'}>
          <input
            type="checkbox"
            className={props.inputClassName}
            ref={index === 0 ? props.ref : undefined}
            aria-invalid={props.error ? true : undefined}
            checked={value.includes(option)}
            onBlur={props.onBlur}
            onChange={(event) =>
              onChange(options.filter((o) => (o === option ? event.target.checked : value.includes(o))))
            }
          />
          {props.labelOf(option)}
        </label>
      ))}
      <FieldError id={errorId} message={props.error} />
    </fieldset>
  );
}
