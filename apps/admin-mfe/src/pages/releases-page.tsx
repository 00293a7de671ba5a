import { useId, useRef, useState } from 'react';
import type { AdminRelease, RemoteName } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { Button, ConfirmDialog, PageHead, TextField, useRemoteData } from '@harman/ui';
import { RemoteState } from '../components/remote-state';
import { activateRelease, getReleases, promoteCanary, rollBack, setCanary } from '../features/releases/releases-api';
import { apiErrorText } from '../lib/api-error-text';

/** What the admin is asked to confirm. */
type Pending =
  | { kind: 'activate'; remote: RemoteName; version: string }
  | { kind: 'canary'; remote: RemoteName; version: string; percent: number }
  | { kind: 'promote'; remote: RemoteName; version: string }
  | { kind: 'rollback'; remote: RemoteName };

/** Admin › Sürümler: per remote its releases, their share of visitors and error rate, and the release actions. */
export function ReleasesPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const data = useRemoteData(getReleases, []);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const remoteName = (remote: RemoteName) => t(`releases.remote.${remote}`);
  const run = async (action: Pending) => {
    setBusy(true);
    setNotice(null);
    try {
      const release = await (action.kind === 'activate'
        ? activateRelease(action.remote, action.version)
        : action.kind === 'canary'
          ? setCanary(action.remote, action.version, action.percent)
          : action.kind === 'promote'
            ? promoteCanary(action.remote)
            : rollBack(action.remote));
      setNotice({ tone: 'ok', text: t('releases.done', { remote: remoteName(action.remote), version: release.version }) });
      data.reload();
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  const confirmText = (action: Pending) => {
    const remote = remoteName(action.remote);
    if (action.kind === 'rollback') return t('releases.rollbackConfirm', { remote });
    if (action.kind === 'canary') return t('releases.canaryConfirm', { remote, version: action.version, percent: action.percent });
    return t(action.kind === 'activate' ? 'releases.activateConfirm' : 'releases.promoteConfirm', { remote, version: action.version });
  };

  return (
    <section aria-labelledby="admin-releases-title">
      <PageHead title={t('releases.title')} />
      <h1 id="admin-releases-title">{t('releases.title')}</h1>
      {notice ? (
        <p className={`admin-alert admin-alert--${notice.tone}`} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      <RemoteState data={data} reload={data.reload}>
        {(overview) => (
          <>
            <p>{t('releases.intro', { minutes: overview.windowMinutes })}</p>
            {overview.remotes.map((remote) => (
              <RemoteReleases
                key={remote.name}
                remote={remote.name}
                title={remoteName(remote.name)}
                releases={remote.releases}
                busy={busy}
                language={language}
                onAction={setPending}
              />
            ))}
            <h2>{t('releases.automaticTitle')}</h2>
            <AutomaticRollbacks releases={overview.remotes.flatMap((remote) => remote.releases)} language={language} />
          </>
        )}
      </RemoteState>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`releases.${pending.kind === 'canary' ? 'startCanary' : pending.kind}`) : ''}
        text={pending ? confirmText(pending) : undefined}
        confirmLabel={t('releases.confirm')}
        cancelLabel={t('shell.cancel')}
        tone={pending?.kind === 'rollback' ? 'danger' : 'primary'}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const action = pending;
          setPending(null);
          if (action) void run(action);
        }}
      />
    </section>
  );
}

function RemoteReleases({
  remote,
  title,
  releases,
  busy,
  language,
  onAction,
}: {
  remote: RemoteName;
  title: string;
  releases: AdminRelease[];
  busy: boolean;
  language: 'tr' | 'en';
  onAction: (action: Pending) => void;
}) {
  const { t } = useTranslation('panel');
  const titleId = useId();
  const canary = releases.find((release) => release.canaryPercent !== null);
  return (
    <div className="admin-card" data-testid={`releases-${remote}`}>
      <div className="admin-toolbar">
        <h2 id={titleId}>{title}</h2>
        {canary ? (
          <Button size="sm" disabled={busy} onClick={() => onAction({ kind: 'promote', remote, version: canary.version })}>
            {t('releases.promote')}
          </Button>
        ) : null}
        {releases.length > 0 ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction({ kind: 'rollback', remote })}>
            {t('releases.rollback')}
          </Button>
        ) : null}
      </div>
      {releases.length === 0 ? (
        <p className="admin-empty">{t('releases.none')}</p>
      ) : (
        // Focusable, so a keyboard can scroll the table when it is wider than the screen.
        <div className="admin-table-wrap" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className="admin-table">
            <caption className="hm-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('releases.version')}</th>
                <th scope="col">{t('releases.time')}</th>
                <th scope="col">{t('releases.deployer')}</th>
                <th scope="col">{t('releases.state')}</th>
                <th scope="col" className="num">{t('releases.share')}</th>
                <th scope="col" className="num">{t('releases.errorRate')}</th>
                <th scope="col">{t('shell.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {releases.map((release) => (
                <tr key={release.version}>
                  <th scope="row">{release.version}</th>
                  <td>{formatDate(release.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td>{release.deployedBy ?? '—'}</td>
                  <td>
                    <ReleaseState release={release} />
                  </td>
                  <td className="num">{t('releases.percent', { value: release.share })}</td>
                  <td className="num">
                    {release.errorRate === null ? (
                      t('releases.noData')
                    ) : (
                      <>
                        {t('releases.percent', { value: (Math.round(release.errorRate * 1000) / 10).toLocaleString(language) })}{' '}
                        <span className="admin-muted">({t('releases.loads', { errors: release.errors, loads: release.loads })})</span>
                      </>
                    )}
                  </td>
                  <td>
                    {release.active ? null : (
                      <div className="admin-toolbar">
                        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction({ kind: 'activate', remote, version: release.version })}>
                          {t('releases.activate')}
                        </Button>
                        <CanaryForm remote={remote} release={release} busy={busy} onAction={onAction} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function ReleaseState({ release }: { release: AdminRelease }) {
  const { t } = useTranslation('panel');
  if (release.active) return <span className="admin-badge admin-badge--active">{t('releases.active')}</span>;
  if (release.canaryPercent !== null) return <span className="admin-badge">{t('releases.canary', { percent: release.canaryPercent })}</span>;
  if (release.endedAt) {
    return (
      <>
        <span className="admin-badge admin-badge--disabled">{t('releases.ended')}</span>{' '}
        <span className="admin-muted">{t(release.endedAutomatically ? 'releases.automatic' : 'releases.manual', { reason: release.endReason ?? '' })}</span>
      </>
    );
  }
  return null;
}

/** The share to start (or change) a canary with, then the confirmation. */
function CanaryForm({ remote, release, busy, onAction }: { remote: RemoteName; release: AdminRelease; busy: boolean; onAction: (action: Pending) => void }) {
  const { t } = useTranslation('panel');
  const [value, setValue] = useState(String(release.canaryPercent ?? 10));
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={input}
      className="admin-toolbar"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const percent = Number(value);
        if (!/^\d{1,3}$/.test(value.trim()) || percent < 1 || percent > 100) {
          setError(t('releases.canaryInvalid'));
          input.current?.querySelector('input')?.focus();
          return;
        }
        setError(undefined);
        onAction({ kind: 'canary', remote, version: release.version, percent });
      }}
    >
      <TextField
        label={t('releases.canaryPercent', { version: release.version })}
        name="percent"
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <Button size="sm" variant="secondary" type="submit" disabled={busy}>
        {t('releases.startCanary')}
      </Button>
    </form>
  );
}

function AutomaticRollbacks({ releases, language }: { releases: AdminRelease[]; language: 'tr' | 'en' }) {
  const { t } = useTranslation('panel');
  const automatic = releases.filter((release) => release.endedAutomatically && release.endedAt);
  if (automatic.length === 0) return <p className="admin-empty">{t('releases.noAutomatic')}</p>;
  return (
    <ul data-testid="automatic-rollbacks">
      {automatic.map((release) => (
        <li key={`${release.name}@${release.version}`}>
          <strong>
            {t(`releases.remote.${release.name}`)} {release.version}
          </strong>{' '}
          · {formatDate(release.endedAt!, language, { dateStyle: 'medium', timeStyle: 'short' })} · {t('releases.automatic', { reason: release.endReason ?? '' })}
        </li>
      ))}
    </ul>
  );
}
