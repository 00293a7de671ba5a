import type { FormKind } from '@harman/contracts';
import type { NotificationContent } from '../../notifications/notifications.constants';

const TITLES: Record<FormKind, NotificationContent['title']> = {
  contact: { tr: 'Yeni iletişim mesajı', en: 'New contact message' },
  franchise: { tr: 'Yeni franchise başvurusu', en: 'New franchise application' },
  academy: { tr: 'Yeni Kahve Okulu başvurusu', en: 'New Coffee School application' },
  wholesale: { tr: 'Yeni toptan kahve başvurusu', en: 'New wholesale application' },
  careers: { tr: 'Yeni iş başvurusu', en: 'New job application' },
};

/** The staff's in-app notice of a new form submission; no submitted text in it (that stays in the inbox). */
export function formStaffNotice(kind: FormKind): NotificationContent {
  return {
    type: 'other',
    title: TITLES[kind],
    message: { tr: 'Başvurular sayfasında sizi bekliyor.', en: 'It is waiting in Applications.' },
    url: '/admin/dashboard/applications',
  };
}
