export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="shell-form__error">
      {message}
    </p>
  );
}
