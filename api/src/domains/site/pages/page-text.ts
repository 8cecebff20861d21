export type { PageText } from '@app/shared/contracts';
