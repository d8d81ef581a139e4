import Field from '../../../ui/forms/Field.tsx';
import { OWNER_PASSWORD_MAX } from '../schema.ts';

interface Props {
  idPrefix: string;
  /** Marked invalid by a problem said above the form, which `describedBy` names. */
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
}

/** The owner's password, asked at sign-in and again before a new set of backup codes: one limit, one autofill. */
export default function PasswordField({ idPrefix, invalid, describedBy }: Props) {
  return (
    <Field
      idPrefix={idPrefix}
      name="password"
      label="Password"
      type="password"
      required
      maxLength={OWNER_PASSWORD_MAX}
      autoComplete="current-password"
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
