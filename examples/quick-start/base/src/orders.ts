export interface Order {
  id: string;
  total: number;
}

/** The orders the shop's API lists. */
export async function loadOrders(url: string): Promise<Order[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`listing orders failed: HTTP ${response.status}`);
  return (await response.json()) as Order[];
}

export function totalOf(orders: readonly Order[]): number {
  return orders.reduce((sum, order) => sum + order.total, 0);
}
