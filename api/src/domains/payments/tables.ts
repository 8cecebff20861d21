import type { OrderStatus, PaymentMethodId } from '@app/shared/contracts';
import type { Generated, Insertable, Selectable } from 'kysely';

/** A credit bundle a site sells in a country (amount in minor units of its currency). */
export interface CreditPackageTable {
  id: Generated<number>;
  /** Null: every site. */
  site_id: number | null;
  country: string;
  currency: string;
  credits: number;
  amount: number;
  highlighted: Generated<number>;
  position: Generated<number>;
  active: Generated<number>;
}

/** 'stay': the leaving form's offer to one member (company.delete_discount, issue 25 §3). */
export type DiscountKind = 'standard' | 'time_bonus' | 'welcome' | 'stay';

export interface DiscountCodeTable {
  id: Generated<number>;
  /** Upper case. */
  code: string;
  kind: DiscountKind;
  country: string | null;
  /** A member's own code (the welcome code); null: anyone's. */
  user_id: number | null;
  expires: string | null;
  value_percentage: number;
  currency: string | null;
  minimum_order_value: number | null;
  status: 'active' | 'used' | 'disabled';
  /** 1: the first order that redeems it uses it up (status becomes used). */
  single_use: Generated<number>;
  /** JSON PaymentMethodId[]; null: every method. */
  paymentmethods: string | null;
  created_at: string;
}

export interface DiscountRedemptionTable {
  id: Generated<number>;
  discount_code_id: number;
  user_id: number;
  order_id: number;
  created_at: string;
}

export interface PaymentOrderTable {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  credits: number;
  list_amount: number;
  amount: number;
  currency: string;
  country: string;
  paymentmethod: PaymentMethodId;
  bank: string | null;
  discount_code_id: number | null;
  discount_code: string | null;
  status: OrderStatus;
  /** The provider that took the payment: sandbox | mollie. */
  psp: string;
  psp_payment_id: string | null;
  checkout_url: string | null;
  /** The mandate it was charged on (direct debit, repeat order), or the one it stored. */
  mandate_id: number | null;
  /** 1: charged on a stored mandate by a repeat order, without the member at the PSP. */
  recurring: Generated<number>;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** Every state change of an order, and what caused it. */
export interface PaymentLogTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  source: 'order' | 'webhook' | 'checkout' | 'backoffice';
  detail: string | null;
  created_at: string;
}

/** The sandbox PSP's payments (its own state, as a real PSP keeps its own). */
export interface SandboxPaymentTable {
  id: string;
  amount: number;
  currency: string;
  method: string;
  bank: string | null;
  description: string;
  redirect_url: string;
  webhook_url: string;
  status: string;
  refunded_amount: Generated<number>;
  charged_back_amount: Generated<number>;
  /** A card payment's card for later payments: works | declines; null: not stored. */
  stored_card: string | null;
  created_at: string;
  updated_at: string;
}

export interface MandateTable {
  id: Generated<number>;
  user_id: number;
  method: PaymentMethodId;
  status: 'pending' | 'valid' | 'revoked';
  account_holder: string | null;
  iban: string | null;
  street: string | null;
  house_number: string | null;
  zip: string | null;
  city: string | null;
  phone: string | null;
  label: string;
  psp: string;
  psp_mandate_id: string | null;
  created_at: string;
  confirmed_at: string | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  mandate_id: number;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
  created_at: string;
}

export interface PspCustomerTable {
  user_id: number;
  psp: string;
  customer_id: string;
}

export interface DirectDebitBlockTable {
  user_id: number;
  reason: string;
  created_at: string;
}

export interface PaymentsTables {
  credit_package: CreditPackageTable;
  discount_code: DiscountCodeTable;
  discount_redemption: DiscountRedemptionTable;
  payment_order: PaymentOrderTable;
  payment_log: PaymentLogTable;
  sandbox_payment: SandboxPaymentTable;
  mandate: MandateTable;
  sms_code: SmsCodeTable;
  psp_customer: PspCustomerTable;
  direct_debit_block: DirectDebitBlockTable;
  payment_refund: PaymentRefundTable;
}

/** A refund finance made through the PSP (issue 26 §5), once per idempotency key. */
export interface PaymentRefundTable {
  id: Generated<number>;
  order_id: number;
  /** Minor units of the order's currency. */
  amount: number;
  /** Credits taken back through the ledger for it (a full refund's are the order's reversal). */
  credits: Generated<number>;
  psp_refund_id: string | null;
  /** requested: asked, the PSP's answer not in yet; done: the PSP took it. */
  status: 'requested' | 'done';
  staff_id: number;
  reason: string;
  idempotency_key: string;
  created_at: string;
  /** The complaint that asked for it, when one did (issue 48 §5). */
  complaint_id: number | null;
}

export type MandateRow = Selectable<MandateTable>;

export type CreditPackageRow = Selectable<CreditPackageTable>;
export type NewCreditPackage = Insertable<CreditPackageTable>;
export type DiscountCodeRow = Selectable<DiscountCodeTable>;
export type NewDiscountCode = Insertable<DiscountCodeTable>;
export type PaymentOrderRow = Selectable<PaymentOrderTable>;
export type NewPaymentOrder = Insertable<PaymentOrderTable>;
export type SandboxPaymentRow = Selectable<SandboxPaymentTable>;
export type NewSandboxPayment = Insertable<SandboxPaymentTable>;
