// The front-end kit shared (as one runtime singleton) by the shell and every remote.
export * from './api';
export * from './format';
export * from './session';
export * from './delivery';
export * from './meals';
export * from './ratings';
export * from './menu';
export { dispatchBrowserEvent, onBrowserEvent } from './events/browser-events';

export { cx } from './ui/class-names';
export {
  buttonClassName,
  type ButtonStyleProps,
  type ButtonVariant,
  type ButtonSize,
} from './ui/button-class';
export { Button, type ButtonProps } from './ui/Button';
export { LinkButton, type LinkButtonProps } from './ui/LinkButton';
export { Modal, type ModalProps } from './ui/dialog/Modal';
export { DialogFooter, type DialogFooterProps } from './ui/dialog/DialogFooter';
export { Drawer, type DrawerProps } from './ui/dialog/Drawer';
export { Spinner } from './ui/Spinner';
export { LoadingState } from './ui/LoadingState';
export { Alert, type AlertProps, type AlertTone } from './ui/Alert';
export { LoadErrorAlert, type LoadErrorAlertProps } from './ui/LoadErrorAlert';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { Badge, type BadgeTone } from './ui/Badge';
export { DietaryBadges, type DietaryFlags } from './ui/DietaryBadges';
export { PageHeader, type PageHeaderProps } from './ui/PageHeader';
export { LogoMark } from './ui/LogoMark';
export { StatusPage, type StatusPageProps } from './ui/status/StatusPage';
export { CookingPotArt } from './ui/status/CookingPotArt';
export { EmptyPlateArt } from './ui/status/EmptyPlateArt';
export { MealBoxArt, type MealBoxArtProps } from './ui/status/MealBoxArt';
export {
  PurchaseProgress,
  PURCHASE_STEPS,
  type PurchaseProgressProps,
  type PurchaseStepId,
} from './ui/PurchaseProgress';
export { PurchaseHeader, type PurchaseHeaderProps } from './ui/PurchaseHeader';
export { TextField, type TextFieldProps } from './ui/form/TextField';
export { FieldError } from './ui/form/FieldError';
export { PasswordField, type PasswordFieldProps } from './ui/form/PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './ui/form/SelectField';
export { TextAreaField, type TextAreaFieldProps } from './ui/form/TextAreaField';
export { SubmitButton, type SubmitButtonProps } from './ui/form/SubmitButton';
export { DiscountBox, type CodeFeedback, type DiscountBoxProps } from './ui/form/DiscountBox';
export {
  PriceBreakdown,
  PriceBreakdownSkeleton,
  PriceLineRows,
  type PriceBreakdownProps,
} from './ui/price/PriceBreakdown';
export { SignInForm, type SignInFormProps } from './ui/form/SignInForm';
export { ConnectionCheckStatus } from './ui/form/ConnectionCheckStatus';
export type { SignInFailure } from './ui/form/sign-in-fields';
export * from './ui/icons';

export { useAsync, type AsyncResult, type AsyncStatus } from './hooks/use-async';
export { useDocumentTitle, pageTitle, SITE_NAME } from './hooks/use-document-title';
export { routeTitle, type RemoteRoutesModule, type RouteHandle } from './routing/remote-routes';
export { LOGIN_PATH, loginPath, safeNextPath } from './routing/next-path';
