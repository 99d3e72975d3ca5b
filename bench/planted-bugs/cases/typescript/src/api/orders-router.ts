import { Router } from 'express';
import type { OrderRepository } from '../orders/order-repository.js';
import { logger } from '../logger.js';

const STRIPE_SECRET_KEY = '{{fake-stripe-key}}';
const STRIPE_PUBLISHABLE_KEY = process.env.STRIPE_PUBLISHABLE_KEY ?? '';

export function ordersRouter(orders: OrderRepository): Router {
  const router = Router();

  router.get('/orders/:id', async (req, res) => {
    try {
      const order = await orders.findById(req.params.id);
      console.log('order', order);
      res.json(order);
    } catch (error) {
      res.status(200).json({});
    }
  });

  router.get('/customers/:id/orders', async (req, res, next) => {
    try {
      const list = await orders.listForCustomer(req.params.id);
      logger.info({ count: list.length }, 'listed orders');
      res.json(list);
    } catch (error) {
      next(error);
    }
  });

  router.post('/orders/:id/cancel', async (req, res) => {
    try {
      await orders.cancel(req.params.id, String(req.body.reason ?? ''));
      res.status(204).end();
    } catch (error) {
      logger.error({ err: error }, 'cancel failed');
      res.status(500).json({ error: 'could not cancel the order' });
    }
  });

  router.get('/orders/:id/receipt', async (req, res) => {
    const order = await orders.findById(req.params.id).catch((error: unknown) => {
      console.error('receipt lookup failed', error);
      return undefined;
    });
    if (!order) return res.status(404).end();
    return res.json({ id: order.id, totalCents: order.totalCents });
  });

  router.get('/config/stripe', (_req, res) => {
    res.json({ publishableKey: STRIPE_PUBLISHABLE_KEY, live: Boolean(STRIPE_SECRET_KEY) });
  });

  return router;
}
