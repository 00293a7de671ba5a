import './styles.css';

export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { Spinner } from './spinner';
export { ErrorFallback } from './error-fallback';
export type { ErrorFallbackProps } from './error-fallback';
export { NotFound } from './not-found';
