import { addTranslations } from '@harman/i18n';

const tr = {
  bell: 'Bildirimler',
  bellWithCount: 'Bildirimler, {{count}} okunmamış',
  panelTitle: 'Bildirimler',
  filters: { label: 'Bildirim filtresi', all: 'Tümü', unread: 'Okunmamış' },
  markRead: 'Okundu olarak işaretle',
  markAllRead: 'Tümünü okundu işaretle',
  remove: 'Sil',
  markedRead: 'Okundu olarak işaretlendi',
  allMarkedRead: 'Tüm bildirimler okundu olarak işaretlendi',
  removed: 'Bildirim silindi',
  close: 'Kapat',
  loading: 'Bildirimler yükleniyor…',
  empty: 'Henüz bildiriminiz yok.',
  emptyUnread: 'Okunmamış bildiriminiz yok.',
  error: 'Bildirimler yüklenirken bir hata oluştu.',
  retry: 'Tekrar Dene',
  unknownTime: 'bilinmeyen zaman',
  unread: 'Okunmamış',
  arrived: 'Yeni bildirim: {{title}}',
  types: {
    order_status: 'Sipariş',
    promotion: 'Kampanya',
    account: 'Hesap',
    system: 'Sistem',
    product: 'Ürün',
    other: 'Diğer',
  },
};

const en: typeof tr = {
  bell: 'Notifications',
  bellWithCount: 'Notifications, {{count}} unread',
  panelTitle: 'Notifications',
  filters: { label: 'Notification filter', all: 'All', unread: 'Unread' },
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  remove: 'Delete',
  markedRead: 'Marked as read',
  allMarkedRead: 'All notifications marked as read',
  removed: 'Notification deleted',
  close: 'Close',
  loading: 'Loading notifications…',
  empty: 'You have no notifications yet.',
  emptyUnread: 'You have no unread notifications.',
  error: 'Something went wrong while loading the notifications.',
  retry: 'Try again',
  unknownTime: 'unknown time',
  unread: 'Unread',
  arrived: 'New notification: {{title}}',
  types: {
    order_status: 'Order',
    promotion: 'Promotion',
    account: 'Account',
    system: 'System',
    product: 'Product',
    other: 'Other',
  },
};

let added = false;
export function addNotificationTranslations(): void {
  if (added) return;
  added = true;
  addTranslations('notifications', { tr, en });
}
