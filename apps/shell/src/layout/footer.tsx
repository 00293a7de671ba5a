import { Link, useLocation } from 'react-router-dom';
import { pathInLanguage, type Language } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { useSwitchLanguage } from '@harman/platform';
import { NewsletterSignup } from '@harman/ui';
import { MAIN_NAV, MORE_NAV } from './nav-links';

const SOCIAL = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://x.com/', label: 'X' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
];

/**
 * This page in the other language, as a real link (crawlers follow it to the English pages; the header's
 * TR/EN switch is a pair of buttons). A click switches in place, like the header's switch.
 */
function OtherLanguageLink() {
  const { t } = useTranslation('shell');
  const [language] = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const { pathname, search } = useLocation();
  const other: Language = language === 'en' ? 'tr' : 'en';
  return (
    <a
      href={pathInLanguage(`${pathname}${search}`, other)}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        event.preventDefault();
        switchLanguage(other);
      }}
    >
      {t(`language.${other}`)}
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="footer">
      <div className="footer__grid hm-container">
        <section>
          <p className="footer__brand">{t('brand')}</p>
          <p className="footer__text">{t('footer.about')}</p>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer__title">{t('footer.quickLinks')}</h2>
          <ul>{MAIN_NAV.map((item) => <li key={item.to}><Link to={item.to}>{t(item.key)}</Link></li>)}</ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer__title">{t('footer.services')}</h2>
          <ul>{MORE_NAV.map((item) => <li key={item.to}><Link to={item.to}>{t(item.key)}</Link></li>)}</ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">{t('footer.contact')}</h2>
          <address className="footer__address">
            {t('footer.address')}<br />
            <a href="tel:+902163450042">+90 216 345 00 42</a><br />
            <a href="mailto:merhaba@harmankahve.com.tr">merhaba@harmankahve.com.tr</a><br />
            {t('footer.hours')}
          </address>
          <h2 className="footer__title footer__title--small">{t('footer.follow')}</h2>
          <ul className="footer__social">
            {SOCIAL.map((item) => (
              <li key={item.label}><a href={item.href} target="_blank" rel="noopener noreferrer">{item.label}</a></li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__newsletter hm-container">
        <NewsletterSignup variant="footer" />
      </div>
      <div className="footer__bottom hm-container">
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.legal')}>
          <ul className="footer__legal">
            <li><Link to="/privacy">{t('footer.privacy')}</Link></li>
            <li><Link to="/terms">{t('footer.terms')}</Link></li>
            <li><Link to="/cookie-policy">{t('footer.cookies')}</Link></li>
            <li><OtherLanguageLink /></li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
