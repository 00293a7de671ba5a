/** Strings every front end shares (namespace `common`). Turkish copy as written in the spec. */
export const trCommon = {
  errors: {
    VALIDATION_FAILED: 'Lütfen formdaki hataları düzeltin.',
    NOT_FOUND: 'Aradığınız kayıt bulunamadı.',
    PRODUCT_NOT_FOUND: 'Ürün Bulunamadı',
    REMOTE_NOT_FOUND: 'Bu bölüm bulunamadı.',
    RELEASE_NOT_FOUND: 'Sürüm bulunamadı.',
    NO_PREVIOUS_RELEASE: 'Geri dönülecek önceki bir sürüm yok.',
    UNAUTHORIZED: 'Devam etmek için lütfen giriş yapın.',
    FORBIDDEN: 'Bu işlem için yetkiniz yok.',
    RATE_LIMITED: 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.',
    SERVICE_UNAVAILABLE: 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
    INTERNAL: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    NETWORK: 'Sunucuya bağlanılamıyor. Lütfen internet bağlantınızı kontrol edin.',
    TIMEOUT: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
    INVALID_RESPONSE: 'Sunucudan beklenmeyen bir yanıt alındı.',
    BAD_REQUEST: 'İstek geçersiz.',
    PAYLOAD_TOO_LARGE: 'Gönderilen dosya ya da veri çok büyük.',
    INVALID_TOKEN: 'Bağlantının ya da güvenlik anahtarının süresi dolmuş veya geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
    UNKNOWN: 'Bir şeyler ters gitti.',
  },
  actions: {
    retry: 'Tekrar Dene',
    home: 'Ana Sayfa',
    back: 'Geri',
    close: 'Kapat',
    loading: 'Yükleniyor…',
  },
  errorFallback: {
    title: 'Bir şeyler ters gitti',
    description: 'Beklenmeyen bir hata oluştu. Tekrar deneyebilir ya da ana sayfaya dönebilirsiniz.',
    retry: 'Tekrar Dene',
    home: 'Ana Sayfaya Dön',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    text: 'Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.',
    home: 'Ana Sayfaya Dön',
  },
  connectionError: {
    title: 'Bağlantı Hatası',
    text: 'Sunucuya bağlanılamıyor. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Yeniden Dene',
  },
  language: {
    label: 'Dil',
    tr: 'Türkçe',
    en: 'English',
  },
};

/** The shape every language's `common` must have: the Turkish keys, each with text. */
export type CommonResources = typeof trCommon;
