// The UI kit (Bootstrap 5, themed in scss/): bundled into each app that uses it, not shared at run
// time (ADR 0005); what it needs of the store it takes from the kernel by the package's name.
export { NotFoundView } from './not-found-view';
export { PageSpinner } from './page-spinner';
export { ErrorAlert } from './error-alert';
export { MemberPhoto } from './member-photo';
export { MemberCard } from './member-card';
export { FictionalBadge } from './fictional-badge';
export { VerifiedBadge } from './verified-badge';
export { LikesYouBadge } from './likes-you-badge';
export { ProfileTile } from './profile-tile';
export { MemberCardSkeletons } from './member-card-skeletons';
export { DropdownMenu } from './dropdown-menu';
export { TextField } from './text-field';
export { LoginRequired } from './login-required';
export { SelectField } from './select-field';
export { SignupButton } from './signup-button';
export { PasswordField } from './password-field';
export { BusyButton } from './busy-button';
export { Dialog } from './dialog';
export { ConfirmDialog } from './confirm-dialog';
export { SafetyActions } from './safety-actions';
export { Toast, TOAST_VISIBLE_MS } from './toast';
export {
  ProfileAttributeFields,
  ATTRIBUTE_CHOICES,
  attributeAnswersOf,
  consentToSend,
  type AttributeAnswers,
  type AttributeChoice,
} from './profile-attribute-fields';
export { TableScroll } from './table-scroll';
export { useDebounced } from './use-debounced';
export { TownField } from './town-field';
export { useTouchScreen } from './use-touch-screen';
