import { addTranslations } from '@harman/i18n';

const tr = {
  status: {
    checking: 'Bağlantı kontrol ediliyor',
    online: 'Bağlantı: çevrimiçi',
    degraded: 'Bağlantı: bazı hizmetler yavaş veya kullanılamıyor',
    offline: 'Bağlantı Hatası: sunucuya bağlanılamıyor',
  },
};

const en: typeof tr = {
  status: {
    checking: 'Checking the connection',
    online: 'Connection: online',
    degraded: 'Connection: some services are slow or unavailable',
    offline: 'Connection error: cannot reach the server',
  },
};

export const connectionTranslations = { tr, en };

export function registerConnectionTranslations(): void {
  addTranslations('connection', connectionTranslations);
}
