import { z } from 'zod';
import { notificationKindSchema } from './user';
import { newPasswordSchema } from './password-reset';
import {
  DELETE_REMARKS_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  deleteReasons,
  emailDisabledReasons,
  errorCodes,
} from './values';

/** Answers of calls that only succeed or fail. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

const password = z.string().max(PASSWORD_MAX_LENGTH);

/** `PUT /api/password.php`: a new password, confirmed by the current one. Other sessions end. */
export const passwordChangeSchema = z.object({ old_password: password, new_password: password });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The settings form: the current password, then the new one typed twice (spec §5 texts). */
export const passwordChangeFormSchema = z
  .object({
    old_password: password.min(1, { error: errorCodes.password_required }),
    new_password: newPasswordSchema,
    new_password_repeat: z.string(),
  })
  .refine((form) => form.new_password === form.new_password_repeat, {
    path: ['new_password_repeat'],
    error: errorCodes.passwords_differ,
  });

/**
 * `POST /api/mail-change.php`: mail a confirmation link to a new address; the address changes
 * when the link is used (`PUT /api/mail-change.php` with its token, from `/mail-change/do`).
 */
export const mailChangeRequestSchema = z.object({ email: z.string().max(254), password });
export type MailChangeRequest = z.infer<typeof mailChangeRequestSchema>;

/** The settings form: an address that can be one, and the password that confirms the change. */
export const mailChangeFormSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: errorCodes.new_email_invalid })),
  password: password.min(1, { error: errorCodes.password_required }),
});
export const mailChangeConfirmSchema = z.object({ token: z.string().min(1).max(200) });
/** `DELETE /api/mail-change.php`: the link mailed to the old address gives it back. */
export const mailChangeUndoSchema = z.object({ token: z.string().min(1).max(200) });
export const mailChangeConfirmResponseSchema = z.object({ email: z.string() });

/** `GET|PUT /api/account-settings.php`: how the member appears (invisible mode, spec §1). */
export const accountSettingsSchema = z.object({
  /** Hidden from search and likes lists while true; chats go on. */
  invisible: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
export const accountSettingsUpdateSchema = accountSettingsSchema.partial().strict();
export const accountSettingsResponseSchema = z.object({ settings: accountSettingsSchema });

/** `GET|PUT /api/notifications.php`: which e-mails the member gets (spec §3, §4). */
export const notificationSettingsSchema = z.object({
  disabled: z.array(notificationKindSchema),
  /** Set when mail to the member stopped (complaint, bounce, unsubscribe); null while it flows. */
  email_disabled_reason: z.enum(emailDisabledReasons).nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsUpdateSchema = z
  .object({
    disabled: z.array(notificationKindSchema).max(20),
    /** true: the member asks for mail again after it stopped. */
    email_enabled: z.literal(true),
  })
  .partial()
  .strict();
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
export const notificationSettingsResponseSchema = z.object({
  notifications: notificationSettingsSchema,
});

/**
 * `DELETE /api/account.php`: leave (spec §3 reasons), confirmed with the password. The account
 * waits REACTIVATION_DAYS for a change of mind, then it is erased.
 */
export const accountDeleteSchema = z
  .object({
    reason: z.enum(deleteReasons, { error: errorCodes.delete_reason_required }),
    remarks: z.string().trim().max(DELETE_REMARKS_MAX_LENGTH).optional(),
    password: password.min(1, { error: errorCodes.password_required }),
  })
  .refine((request) => request.reason !== 'other' || !!request.remarks, {
    path: ['remarks'],
    error: errorCodes.remarks_required,
  });
export type AccountDelete = z.input<typeof accountDeleteSchema>;
export const accountDeleteResponseSchema = z.object({
  /** ISO 8601: when the account is erased unless reactivated before. */
  erase_after: z.string(),
});

/** `POST /api/reactivate.php`: the mailed link's token brings a pending deletion back. */
export const reactivateSchema = z.object({ token: z.string().min(1).max(200) });
