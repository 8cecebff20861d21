// The back office's client side, bundled by the back-office host and by the remotes that
// expose `./backoffice` screens: the API call, its refusals, and the screens' contract.
export {
  BACKOFFICE_API,
  BACKOFFICE_PATH,
  BackofficeError,
  SESSION_ENDED_EVENT,
  backofficeDownload,
  backofficeRequest,
  backofficeUpload,
  type BackofficeModule,
  type BackofficeScreen,
} from './client';
export { useBackofficeQuery } from './use-backoffice-query';
export { useFormat } from './use-format';
export { errorText } from './error-text';
export { formValues } from './form-values';
export { ScreenNotices } from './screen-notices';
