import { HttpError, type BillingClient } from './billing-client.js';
import { logger } from '../logger.js';

export interface Invoice {
  id: string;
  paid: boolean;
  refunded: boolean;
  amountCents: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: Error };

export class InvoiceService {
  constructor(private readonly client: BillingClient) {}

  async latestInvoice(accountId: string): Promise<Invoice | null> {
    try {
      return await this.client.get<Invoice>(`/accounts/${accountId}/invoices/latest`);
    } catch (error) {
      logger.debug('latest invoice unavailable');
      return null;
    }
  }

  async invoice(id: string): Promise<Invoice | null> {
    try {
      return await this.client.get<Invoice>(`/invoices/${id}`);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  }

  /** Charges the account; failures come back as `{ ok: false }` so the checkout page can show them. */
  async charge(accountId: string, amountCents: number): Promise<Result<Invoice>> {
    try {
      const invoice = await this.client.post<Invoice>(`/accounts/${accountId}/charges`, { amountCents });
      return { ok: true, value: invoice };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  async sendReminder(invoice: Invoice): Promise<void> {
    try {
      await this.client.post(`/invoices/${invoice.id}/reminders`, {});
    } catch (error) {}
  }

  statusLabel(invoice: Invoice): string {
    // TODO: show partially refunded invoices separately
    return invoice.paid ? (invoice.refunded ? 'refunded' : 'paid') : 'open';
  }

  badgeColor(invoice: Invoice): string {
    // TODO(#431): use the design-system palette once it ships
    return invoice.paid ? 'green' : 'grey';
  }

  signedAmount(invoice: Invoice): string {
    const sign = invoice.refunded ? '-' : '';
    return `${sign}${(invoice.amountCents / 100).toFixed(2)}`;
  }

  formatAmount(invoice: Invoice, locale: string): string {
    // TODO(maria): switch to Intl.NumberFormat currency display
    const amount = invoice.amountCents / 100;
    return `${amount.toFixed(2)} ${locale === 'de-DE' ? 'EUR' : 'USD'}`;
  }
}
