import { api, authApi } from '@app/shared';
import type {
  CreateOrderBody,
  DirectDebitBody,
  DirectDebitResponse,
  Mandate,
  RepeatOffer,
  DiscountCode,
  DiscountCodeResponse,
  Order,
  OrderResponse,
  CreditBundlesResponse,
  PaymentMethodId,
  PaymentMethodsResponse,
  TimeBonus,
  TimeBonusResponse,
  TransactionsResponse,
} from '@app/shared/contracts';

/** A discount code to check, for the bundle and method it would be used with. */
export interface DiscountCheck {
  code: string;
  package?: number;
  paymentmethod?: PaymentMethodId;
}

/** Payment calls (spec §7 and the payments issue's fixed names); only this remote makes them. */
export const paymentsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Credit bundles of the member's country (a visitor's: the one asked for, or their own); the
     * spec's URL says "packages". */
    getCreditBundles: build.query<CreditBundlesResponse, string | void>({
      query: (country) => ({ url: 'packages.php', params: country ? { country } : {} }),
    }),
    getPaymentMethods: build.query<PaymentMethodsResponse, string | void>({
      query: (country) => ({ url: 'paymentmethods.php', params: country ? { country } : {} }),
    }),
    /**
     * POST /api/orders.php. The Idempotency-Key is made once per purchase attempt by the caller:
     * the client's retries (spec §7, 5 times) then start one payment, never two.
     */
    createOrder: build.mutation<Order, CreateOrderBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: 'orders.php',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: OrderResponse) => response.order,
    }),
    /** The order after the PSP's page; asking also checks an open payment with the PSP. */
    getOrder: build.query<Order, number>({
      query: (id) => ({ url: 'orders.php', params: { id } }),
      transformResponse: (response: OrderResponse) => response.order,
      providesTags: (_result, _error, id) => [{ type: 'Orders', id }],
    }),
    /** GET /api/discountcode.php with the code typed (spec §7: query passed through). */
    checkDiscountCode: build.query<DiscountCode, DiscountCheck>({
      query: (check) => ({ url: 'discountcode.php', params: check }),
      transformResponse: (response: DiscountCodeResponse) => response.discountcode,
    }),
    /** GET /api/discountcode.php?welcome=true: failures are ignored by the screens (spec §7). */
    getWelcomeCode: build.query<DiscountCode, void>({
      query: () => ({ url: 'discountcode.php', params: { welcome: 'true' } }),
      transformResponse: (response: DiscountCodeResponse) => response.discountcode,
      providesTags: ['TimeBonus'],
    }),
    /** Spec §4 load_time_bonus, keyed by the member so login and logout load it again. */
    getTimeBonus: build.query<TimeBonus | null, number>({
      query: () => ({ url: 'timebonus.php' }),
      transformResponse: (response: TimeBonusResponse) => response.timebonus,
      providesTags: ['TimeBonus'],
    }),
    /** POST /api/directdebit.php (spec §3 SDD form): the mandate to sign; the code goes by SMS. */
    startDirectDebit: build.mutation<
      DirectDebitResponse,
      DirectDebitBody & { idempotencyKey: string }
    >({
      query: ({ idempotencyKey, ...body }) => ({
        url: 'directdebit.php',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    /** PUT /api/directdebit.php: the SMS code signs the mandate and the debit is collected. */
    confirmDirectDebit: build.mutation<Order, { mandate: number; code: string }>({
      query: (body) => ({ url: 'directdebit.php', method: 'PUT', body }),
      transformResponse: (response: OrderResponse) => response.order,
    }),
    /** GET /api/repeat-order.php: the last purchase and the stored card or mandate to repeat it. */
    getRepeatOffer: build.query<RepeatOffer, void>({
      query: () => 'repeat-order.php',
      transformResponse: (response: { offer: RepeatOffer }) => response.offer,
      providesTags: ['Orders'],
    }),
    /** POST /api/repeat-order.php (spec §4 repeat last order), once per Idempotency-Key. */
    repeatOrder: build.mutation<{ order: Order; mandate: Mandate }, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => ({
        url: 'repeat-order.php',
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    /** GET /api/transactions.php: the member's purchases; with an id, one of them. */
    getTransactions: build.query<Order[], number | void>({
      query: (id) => ({ url: 'transactions.php', params: id ? { id } : {} }),
      transformResponse: (response: TransactionsResponse) => response.transactions,
      providesTags: ['Transactions'],
    }),
  }),
});

export const {
  useGetCreditBundlesQuery,
  useGetPaymentMethodsQuery,
  useCreateOrderMutation,
  useGetOrderQuery,
  useLazyCheckDiscountCodeQuery,
  useGetWelcomeCodeQuery,
  useGetTimeBonusQuery,
  useGetTransactionsQuery,
  useStartDirectDebitMutation,
  useConfirmDirectDebitMutation,
  useGetRepeatOfferQuery,
  useRepeatOrderMutation,
} = paymentsApi;

/** After a purchase the member's balance and premium state come from the server once more. */
export const refreshMember = () => authApi.util.invalidateTags(['User']);
