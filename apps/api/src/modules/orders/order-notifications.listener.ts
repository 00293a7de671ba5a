import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Notifier } from '../notifications/notifier';
import type { NotificationContent } from '../notifications/notifications.constants';
import { OrderTransitions, type OrderTransitionEvent, type StatusChange } from './order-transitions.service';

type OrderNotice = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

/** Which status changes the customer hears about (issue 11): placed, paid, shipped, delivered, cancelled, refunded. */
function noticeOf(change: StatusChange): OrderNotice | null {
  if (change.kind === 'order') {
    if (change.from === null) return 'placed';
    if (change.to === 'shipped') return 'shipped';
    if (change.to === 'completed') return 'delivered';
    if (change.to === 'cancelled') return 'cancelled';
    return null;
  }
  if (change.to === 'paid') return 'paid';
  if (change.to === 'refunded') return 'refunded';
  return null;
}

function customerContent(notice: OrderNotice, orderId: string, number: string, tracking: string | null): NotificationContent {
  const url = `/dashboard/orders/${orderId}`;
  const texts: Record<OrderNotice, NotificationContent['title'][]> = {
    placed: [
      { tr: 'Siparişiniz alındı', en: 'Your order was placed' },
      { tr: `${number} numaralı siparişiniz alındı.`, en: `Your order ${number} was placed.` },
    ],
    paid: [
      { tr: 'Ödemeniz alındı', en: 'Your payment was received' },
      { tr: `${number} numaralı siparişinizin ödemesi alındı.`, en: `The payment of your order ${number} was received.` },
    ],
    shipped: [
      { tr: 'Siparişiniz kargoda', en: 'Your order has shipped' },
      tracking
        ? { tr: `${number} numaralı siparişiniz kargoya verildi. Takip numarası: ${tracking}.`, en: `Your order ${number} has shipped. Tracking number: ${tracking}.` }
        : { tr: `${number} numaralı siparişiniz kargoya verildi.`, en: `Your order ${number} has shipped.` },
    ],
    delivered: [
      { tr: 'Siparişiniz teslim edildi', en: 'Your order was delivered' },
      { tr: `${number} numaralı siparişiniz teslim edildi. Afiyet olsun!`, en: `Your order ${number} was delivered. Enjoy!` },
    ],
    cancelled: [
      { tr: 'Siparişiniz iptal edildi', en: 'Your order was cancelled' },
      { tr: `${number} numaralı siparişiniz iptal edildi.`, en: `Your order ${number} was cancelled.` },
    ],
    refunded: [
      { tr: 'Ödemeniz iade edildi', en: 'Your payment was refunded' },
      { tr: `${number} numaralı siparişinizin ödemesi iade edildi.`, en: `The payment of your order ${number} was refunded.` },
    ],
  };
  const [title, message] = texts[notice];
  return { type: 'order_status', title, message, url };
}

/**
 * Notifies the order's customer of each status change they care about (type `order_status`, linking to the
 * order), and staff of a new order. Enqueued after the change commits; the event id (order, kind, status) makes a
 * repeated transition notify nobody twice.
 */
@Injectable()
export class OrderNotificationsListener implements OnModuleInit {
  constructor(
    private readonly transitions: OrderTransitions,
    private readonly notifier: Notifier,
  ) {}

  onModuleInit(): void {
    this.transitions.onTransition((event) => this.handle(event));
  }

  private async handle({ orderId, change, unit, order }: OrderTransitionEvent): Promise<void> {
    const notice = noticeOf(change);
    if (!notice) return;
    const row = await order();
    if (!row) return;
    const eventId = `order:${orderId}:${change.kind}:${change.to}`;
    if (row.user_id) {
      const content = customerContent(notice, orderId, row.number, row.tracking_number);
      const userId = row.user_id;
      unit.afterCommit(() => this.notifier.notifyUser(userId, content, eventId));
    }
    if (notice === 'placed') {
      const staff: NotificationContent = {
        type: 'order_status',
        title: { tr: 'Yeni sipariş', en: 'New order' },
        message: { tr: `${row.number} numaralı yeni bir sipariş geldi.`, en: `A new order ${row.number} came in.` },
        url: '/admin/dashboard',
      };
      unit.afterCommit(() => this.notifier.notifyStaff(staff, `${eventId}:staff`));
    }
  }
}
