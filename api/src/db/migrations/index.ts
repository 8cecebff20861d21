import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectName } from '../connection';
import { initialMigration } from './0001-initial';
import { chatAndLikesMigration } from './0002-chat-and-likes';
import { loginAttemptSourceMigration } from './0003-login-attempt-source';
import { listIndexesMigration } from './0004-list-indexes';
import { listVersionsMigration } from './0005-list-versions';
import { creditLedgerMigration } from './0006-credit-ledger';
import { accountTokensAndOutboxMigration } from './0007-account-tokens-and-outbox';
import { signupMigration } from './0008-signup';
import { profileEditingMigration } from './0009-profile-editing';
import { accountLifecycleMigration } from './0010-account-lifecycle';
import { memberEventsMigration } from './0011-member-events';
import { blocksAndReportsMigration } from './0012-blocks-and-reports';
import { chatAttachmentsMigration } from './0013-chat-attachments';
import { paymentsMigration } from './0014-payments';
import { mandatesAndSmsMigration } from './0015-mandates-and-sms';
import { memberMatchesMigration } from './0016-member-matches';
import { swipeGameMigration } from './0017-swipe-game';
import { memberCountIndexesMigration } from './0018-member-count-indexes';
import { pushMigration } from './0019-push';
import { complaintsMigration } from './0020-complaints';
import { complaintHandlingMigration } from './0039-complaint-handling';
import { refundsMigration } from './0040-refunds';
import { mailLogMigration } from './0041-mail-log';
import { staffPasskeysMigration } from './0042-staff-passkeys';
import { hiddenAccountsIndexMigration } from './0043-hidden-accounts-index';
import { townCellsMigration } from './0044-town-cells';
import { unreadMailMigration } from './0045-unread-mail';
import { bannedAddressesMigration } from './0046-banned-addresses';
import { coveringSearchIndexMigration } from './0047-covering-search-index';
import { operatedConversationsMigration } from './0048-operated-conversations';
import { deliveryConsoleMigration } from './0049-delivery-console';
import { consoleDeployTokensMigration } from './0050-console-deploy-tokens';
import { campaignsMigration } from './0051-campaigns';
import { memberSessionsMigration } from './0052-member-sessions';
import { messageRequestsMigration } from './0053-message-requests';
import { messageSafetyMigration } from './0054-message-safety';
import { photoScreeningMigration } from './0055-photo-screening';
import { photoVerificationMigration } from './0056-photo-verification';
import { memberFactorsMigration } from './0057-member-factors';
import { signingKeysMigration } from './0058-signing-keys';
import { photoFileIndexMigration } from './0059-photo-file-index';
import { verifiedSearchIndexMigration } from './0060-verified-search-index';
import { coveringCountIndexesMigration } from './0061-covering-count-indexes';
import { staffLoginLockMigration } from './0062-staff-login-lock';
import { remoteLoadTicketsMigration } from './0063-remote-load-tickets';
import { remoteKernelUsesMigration } from './0064-remote-kernel-uses';
import { stagedRolloutsMigration } from './0065-staged-rollouts';
import { operatedProfilesMigration } from './0066-operated-profiles';
import { operatorAssignmentsMigration } from './0067-operator-assignments';
import { refundComplaintsMigration } from './0068-refund-complaints';
import { staffInvitationRevocationMigration } from './0069-staff-invitation-revocation';
import { memberNotesMigration } from './0070-member-notes';
import { memberAppealsMigration } from './0071-member-appeals';
import { memberTracesMigration } from './0072-member-traces';
import { siteSettingsVersionsMigration } from './0073-site-settings-versions';
import { dataExportsMigration } from './0074-data-exports';
import { mailingsMigration } from './0075-mailings';
import { profileSeekingMigration } from './0076-profile-seeking';
import { sitePagesMigration } from './0021-site-pages';
import { writtenLanguageAndPushSessionMigration } from './0022-written-language-and-push-session';
import { remoteRegistryMigration } from './0023-remote-registry';
import { remoteLoadDetailsMigration } from './0024-remote-load-details';
import { passwordResetRequestsMigration } from './0025-password-reset-requests';
import { staffAccountsMigration } from './0026-staff-accounts';
import { deployTokensMigration } from './0027-deploy-tokens';
import { remoteLoadSourcesMigration } from './0028-remote-load-sources';
import { remoteBuildsInDatabaseMigration } from './0029-remote-builds-in-database';
import { sensitiveConsentMigration } from './0030-sensitive-consent';
import { conversationOriginMigration } from './0033-conversation-origin';
import { backofficeStaffMigration } from './0034-backoffice-staff';
import { photoReviewMigration } from './0035-photo-review';
import { memberSanctionsMigration } from './0036-member-sanctions';
import { reportHandlingMigration } from './0037-report-handling';
import { creditAdjustmentsMigration } from './0038-credit-adjustments';
import { townPositionMigration } from './0031-town-position';
import { cardEpochCityMigration } from './0032-card-epoch-city';

/**
 * All migrations, in code (no file scanning, so they work the same from tsx, a bundle or a
 * test). Names sort in the order they must run; never rename or edit one that has shipped,
 * add a new one.
 */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001-initial': initialMigration(dialect),
    '0002-chat-and-likes': chatAndLikesMigration(dialect),
    '0003-login-attempt-source': loginAttemptSourceMigration(),
    '0004-list-indexes': listIndexesMigration(),
    '0005-list-versions': listVersionsMigration(dialect),
    '0006-credit-ledger': creditLedgerMigration(dialect),
    '0007-account-tokens-and-outbox': accountTokensAndOutboxMigration(dialect),
    '0008-signup': signupMigration(dialect),
    '0009-profile-editing': profileEditingMigration(dialect),
    '0010-account-lifecycle': accountLifecycleMigration(),
    '0011-member-events': memberEventsMigration(dialect),
    '0012-blocks-and-reports': blocksAndReportsMigration(dialect),
    '0013-chat-attachments': chatAttachmentsMigration(dialect),
    '0014-payments': paymentsMigration(dialect),
    '0015-mandates-and-sms': mandatesAndSmsMigration(dialect),
    '0016-member-matches': memberMatchesMigration(),
    '0017-swipe-game': swipeGameMigration(),
    '0018-member-count-indexes': memberCountIndexesMigration(),
    '0019-push': pushMigration(dialect),
    '0020-complaints': complaintsMigration(dialect),
    '0021-site-pages': sitePagesMigration(),
    '0022-written-language-and-push-session': writtenLanguageAndPushSessionMigration(),
    '0023-remote-registry': remoteRegistryMigration(dialect),
    '0024-remote-load-details': remoteLoadDetailsMigration(),
    '0025-password-reset-requests': passwordResetRequestsMigration(dialect),
    '0026-staff-accounts': staffAccountsMigration(dialect),
    '0027-deploy-tokens': deployTokensMigration(),
    '0028-remote-load-sources': remoteLoadSourcesMigration(),
    '0029-remote-builds-in-database': remoteBuildsInDatabaseMigration(dialect),
    '0030-sensitive-consent': sensitiveConsentMigration(),
    '0031-town-position': townPositionMigration(dialect),
    '0032-card-epoch-city': cardEpochCityMigration(dialect),
    '0033-conversation-origin': conversationOriginMigration(),
    '0034-backoffice-staff': backofficeStaffMigration(dialect),
    '0035-photo-review': photoReviewMigration(),
    '0036-member-sanctions': memberSanctionsMigration(dialect),
    '0037-report-handling': reportHandlingMigration(),
    '0038-credit-adjustments': creditAdjustmentsMigration(dialect),
    '0039-complaint-handling': complaintHandlingMigration(dialect),
    '0040-refunds': refundsMigration(dialect),
    '0041-mail-log': mailLogMigration(dialect),
    '0042-staff-passkeys': staffPasskeysMigration(dialect),
    '0043-hidden-accounts-index': hiddenAccountsIndexMigration(dialect),
    '0044-town-cells': townCellsMigration(dialect),
    '0045-unread-mail': unreadMailMigration(),
    '0046-banned-addresses': bannedAddressesMigration(),
    '0047-covering-search-index': coveringSearchIndexMigration(),
    '0048-operated-conversations': operatedConversationsMigration(dialect),
    '0049-delivery-console': deliveryConsoleMigration(),
    '0050-console-deploy-tokens': consoleDeployTokensMigration(dialect),
    '0051-campaigns': campaignsMigration(dialect),
    '0052-member-sessions': memberSessionsMigration(),
    '0053-message-requests': messageRequestsMigration(),
    '0054-message-safety': messageSafetyMigration(),
    '0055-photo-screening': photoScreeningMigration(),
    '0056-photo-verification': photoVerificationMigration(dialect),
    '0057-member-factors': memberFactorsMigration(dialect),
    '0058-signing-keys': signingKeysMigration(),
    '0059-photo-file-index': photoFileIndexMigration(),
    '0060-verified-search-index': verifiedSearchIndexMigration(),
    '0061-covering-count-indexes': coveringCountIndexesMigration(dialect),
    '0062-staff-login-lock': staffLoginLockMigration(),
    '0063-remote-load-tickets': remoteLoadTicketsMigration(),
    '0064-remote-kernel-uses': remoteKernelUsesMigration(),
    '0065-staged-rollouts': stagedRolloutsMigration(),
    '0066-operated-profiles': operatedProfilesMigration(),
    '0067-operator-assignments': operatorAssignmentsMigration(),
    '0068-refund-complaints': refundComplaintsMigration(),
    '0069-staff-invitation-revocation': staffInvitationRevocationMigration(),
    '0070-member-notes': memberNotesMigration(dialect),
    '0071-member-appeals': memberAppealsMigration(dialect),
    '0072-member-traces': memberTracesMigration(),
    '0073-site-settings-versions': siteSettingsVersionsMigration(dialect),
    '0074-data-exports': dataExportsMigration(dialect),
    '0075-mailings': mailingsMigration(dialect),
    '0076-profile-seeking': profileSeekingMigration(),
  };
  return { getMigrations: async () => migrations };
}
