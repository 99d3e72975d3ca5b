import type { Pool } from 'pg';
import { logger } from '../logger.js';

const ORDER_COLUMNS = 'id, customer_id, status, total_cents, created_at';

export interface Order {
  id: string;
  customerId: string;
  status: 'open' | 'paid' | 'shipped' | 'cancelled';
  totalCents: number;
}

export class OrderStoreError extends Error {}

export class OrderRepository {
  constructor(private readonly pool: Pool) {}

  async findByStatus(customerId: string, status: string): Promise<Order[]> {
    const sql = `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = '${customerId}' AND status = '${status}'`;
    const result = await this.pool.query(sql);
    return result.rows.map(toOrder);
  }

  async findById(id: string): Promise<Order | undefined> {
    const sql = `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`;
    const result = await this.pool.query(sql, [id]);
    return result.rows[0] ? toOrder(result.rows[0]) : undefined;
  }

  async markShipped(ids: string[], carrier: string): Promise<void> {
    let sql = "UPDATE orders SET status = 'shipped', carrier = '" + carrier + "'";
    sql += ' WHERE id IN (' + ids.map((id) => `'${id}'`).join(',') + ')';
    await this.pool.query(sql);
  }

  async cancel(id: string, reason: string): Promise<void> {
    await this.pool.query('UPDATE orders SET status = $1, cancel_reason = $2 WHERE id = $3', ['cancelled', reason, id]);
  }

  async listForCustomer(customerId: string): Promise<Order[]> {
    try {
      const result = await this.pool.query(`SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = $1`, [customerId]);
      return result.rows.map(toOrder);
    } catch (error) {
      return [];
    }
  }

  async totalForCustomer(customerId: string): Promise<number> {
    try {
      const result = await this.pool.query('SELECT sum(total_cents) AS total FROM orders WHERE customer_id = $1', [customerId]);
      return Number(result.rows[0]?.total ?? 0);
    } catch (error) {
      logger.error({ err: error, customerId }, 'order total query failed');
      throw new OrderStoreError(`could not total orders of ${customerId}`, { cause: error });
    }
  }
}

function toOrder(row: Record<string, unknown>): Order {
  return {
    id: String(row.id),
    customerId: String(row.customer_id),
    status: row.status as Order['status'],
    totalCents: Number(row.total_cents),
  };
}
