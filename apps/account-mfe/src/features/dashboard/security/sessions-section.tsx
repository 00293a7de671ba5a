import { useState } from 'react';
import { formatDate, useLanguage } from '@harman/i18n';
import { Banner, Button, ConfirmDialog, useRemoteData } from '@harman/ui';
import { SectionState } from '../../../components/section-state';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { endOtherSessions, endSession, getSessions } from '../api/security';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The live sessions with their device and last use; end one, or every one but this ('end all sessions'). */
export function SessionsSection() {
  const { t } = useAccountTranslation();
  const [language] = useLanguage();
  const sessions = useRemoteData(getSessions, []);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = async (work: () => Promise<string>) => {
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: await work() });
    } catch {
      setMessage({ tone: 'error', text: t('security.sessionsFailed') });
    }
    sessions.reload();
  };

  return (
    <section className="account-card" aria-labelledby="security-sessions">
      <h2 id="security-sessions" className="account-card__title">{t('security.sessionsTitle')}</h2>
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <SectionState data={sessions} reload={sessions.reload}>
        {(data) => (
          <>
            <ul className="account-sessions">
              {data.sessions.map((session) => (
                <li key={session.id} className="account-session" data-testid="session-row">
                  <div>
                    <p className="account-session__device">
                      {session.device || t('security.unknownDevice')}
                      {session.current ? <span className="account-badge account-badge--on">{t('security.thisDevice')}</span> : null}
                    </p>
                    <p className="hm-field__hint">
                      {t('security.lastActive', { date: formatDate(session.lastUsedAt, language, DATE_TIME) })} ·{' '}
                      {t('security.signedInAt', { date: formatDate(session.createdAt, language, DATE_TIME) })}
                      {session.ip ? ` · ${session.ip}` : ''}
                    </p>
                  </div>
                  {!session.current ? (
                    <Button variant="ghost" size="sm" onClick={() => run(async () => { await endSession(session.id); return t('security.ended'); })}>
                      {t('security.endSession')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {data.sessions.some((session) => !session.current) ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>{t('security.endOthers')}</Button>
            ) : (
              <p className="account-empty">{t('security.noOtherSessions')}</p>
            )}
          </>
        )}
      </SectionState>
      <ConfirmDialog
        open={confirming}
        title={t('security.endOthersTitle')}
        text={t('security.endOthersText')}
        confirmLabel={t('security.endOthers')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          setConfirming(false);
          void run(async () => t('security.endedOthers', { count: (await endOtherSessions()).ended }));
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
