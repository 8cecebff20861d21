import { PAYMENT_METHOD_BRANDS } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { linkOrigin } from '../../http/public-origin';
import { methodName, receiptMail } from '../mail/templates';
import { company, siteSettings } from '../site/service';
import * as repo from './repository';
import type { PaymentOrderRow } from './tables';

/**
 * Mails the receipt of a paid order (the mail port: outbox or SMTP), in the member's language,
 * with the company's details. Called once, by the transition that made the order paid; a mail
 * that cannot be sent is logged (the receipt stays readable at /transactions/{id}).
 */
export async function sendReceipt(app: FastifyInstance, order: PaymentOrderRow): Promise<void> {
  try {
    const payer = await repo.findPayer(app.db, order.user_id);
    if (!payer) return;
    const settings = await siteSettings(app.db, {
      domain: app.config.defaultSiteDomain,
      defaultDomain: app.config.defaultSiteDomain,
      country: null,
    });
    const seller = await company(app.db, settings.company_id);
    const language = payer.language;
    const money = (minor: number) =>
      new Intl.NumberFormat(language, { style: 'currency', currency: order.currency }).format(
        minor / 100,
      );
    const mail = receiptMail(
      language,
      { siteName: settings.name, supportEmail: settings.support_email },
      {
        orderId: order.id,
        date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(order.paid_at ?? order.updated_at),
        ),
        credits: order.credits,
        amount: money(order.amount),
        listAmount: order.amount === order.list_amount ? null : money(order.list_amount),
        discountCode: order.discount_code,
        method: methodName(
          language,
          order.paymentmethod,
          PAYMENT_METHOD_BRANDS[order.paymentmethod],
        ),
        link: `${linkOrigin(app.config, settings)}/transactions/${order.id}`,
        company: {
          name: seller.name,
          address: seller.address,
          city: seller.city,
          country: seller.country,
          kvk: seller.kvk,
          vatNumbers: seller.vat_numbers,
          tradenames: seller.tradenames,
        },
      },
    );
    await app.mailer.send({ ...mail, to: payer.email, fromName: settings.mail_name });
  } catch (error) {
    app.log.error({ err: error, order: order.id }, 'receipt mail not sent');
  }
}
