import './styles.css';

export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { Spinner } from './spinner';
export { Icon } from './icon';
export type { IconName } from './icon';
export { ErrorFallback } from './error-fallback';
export type { ErrorFallbackProps } from './error-fallback';
export { NotFound } from './not-found';
