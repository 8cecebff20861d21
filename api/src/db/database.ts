import type { Kysely, Transaction } from 'kysely';
import type { AccountTables } from '../domains/account/tables';
import type { AuthTables } from '../domains/auth/tables';
import type { ChatTables } from '../domains/chat/tables';
import type { CreditsTables } from '../domains/credits/tables';
import type { EventsTables } from '../domains/events/tables';
import type { LandersTables } from '../domains/landers/tables';
import type { LikesTables } from '../domains/likes/tables';
import type { MailTables } from '../domains/mail/tables';
import type { MailingsTables } from '../domains/mailings/tables';
import type { MediaTables } from '../domains/media/tables';
import type { MembersTables } from '../domains/members/tables';
import type { PaymentsTables } from '../domains/payments/tables';
import type { PushTables } from '../domains/push/tables';
import type { RemotesTables } from '../platform/remotes/tables';
import type { SigningKeyTables } from '../platform/signing-keys/tables';
import type { SupportTables } from '../domains/support/tables';
import type { SafetyTables } from '../domains/safety/tables';
import type { SmsTables } from '../domains/sms/tables';
import type { SiteTables } from '../domains/site/tables';
import type { StaffTables } from '../domains/staff/tables';
import type { VerificationTables } from '../domains/verification/tables';

// The database as Kysely sees it: each domain declares its own tables (domains/<d>/tables.ts),
// composed here. Column types are chosen to be identical on SQLite and PostgreSQL, so
// repositories need no dialect branches:
// - timestamps are ISO 8601 UTC strings (`Date#toISOString()`), which sort correctly as text;
// - dates are `YYYY-MM-DD` strings;
// - booleans are integers 0/1 (better-sqlite3 cannot bind JS booleans), mapped in repositories;
// - JSON values are text, parsed in repositories.
export interface Database
  extends
    SiteTables,
    AuthTables,
    AccountTables,
    MembersTables,
    MediaTables,
    ChatTables,
    LikesTables,
    LandersTables,
    CreditsTables,
    EventsTables,
    SafetyTables,
    PaymentsTables,
    SmsTables,
    MailTables,
    MailingsTables,
    PushTables,
    RemotesTables,
    SigningKeyTables,
    SupportTables,
    StaffTables,
    VerificationTables {}

/** What repositories take first: the app's Kysely instance or a transaction (a subclass). */
export type Db = Kysely<Database>;

/** For repository functions that must run inside a transaction the service opened. */
export type Tx = Transaction<Database>;
