import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { INBOX_KINDS, INBOX_STATUSES, type InboxItem, type InboxKind, type InboxStatus } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { Button, PageHead, SelectField, TextAreaField, useRemoteData } from '@harman/ui';
import { ListTable, PagedList, SelectFilter } from '../components/list-page';
import { cvUrl, getInbox, getSubscribers, SUBSCRIBERS_CSV_URL, updateInboxItem } from '../features/inbox/inbox-api';
import { apiErrorText } from '../lib/api-error-text';
import { listQuery, useSearchState } from '../lib/use-search-state';

const VIEWS = [...INBOX_KINDS, 'newsletter'] as const;
type View = (typeof VIEWS)[number];

/** Admin › Başvurular: one form's submissions at a time (`?kind=`), or the newsletter subscribers. */
export function InboxPage() {
  const { t } = useTranslation('panel');
  const { values, page, update } = useSearchState(['kind', 'status'] as const);
  const view: View = (VIEWS as readonly string[]).includes(values.kind) ? (values.kind as View) : 'contact';
  return (
    <section aria-labelledby="admin-inbox-title">
      <PageHead title={t('inbox.title')} />
      <h1 id="admin-inbox-title">{t('inbox.title')}</h1>
      <nav className="admin-subnav" aria-label={t('inbox.title')}>
        {VIEWS.map((kind) => (
          <Link key={kind} to={`?kind=${kind}`} aria-current={kind === view ? 'page' : undefined}>{t(`inbox.kinds.${kind}`)}</Link>
        ))}
      </nav>
      {view === 'newsletter' ? (
        <Subscribers page={page} onPage={(next) => update({ page: String(next) })} />
      ) : (
        <Submissions kind={view} status={values.status} page={page} onStatus={(status) => update({ status })} onPage={(next) => update({ page: String(next) })} />
      )}
    </section>
  );
}

function Submissions({ kind, status, page, onStatus, onPage }: { kind: InboxKind; status: string; page: number; onStatus: (status: string) => void; onPage: (page: number) => void }) {
  const { t } = useTranslation('panel');
  const query = listQuery({ kind, status, page, pageSize: 20 });
  const data = useRemoteData(() => getInbox(query), [query]);
  return (
    <>
      <div className="admin-toolbar">
        <SelectFilter
          label={t('inbox.status')}
          value={status}
          onChange={onStatus}
          options={INBOX_STATUSES.map((value) => ({
            value,
            label: `${t(`inbox.statuses.${value}`)}${data.data?.counts[value] !== undefined ? ` (${data.data.counts[value]})` : ''}`,
          }))}
        />
      </div>
      <PagedList data={data} onPage={onPage}>
        {(list) => list.items.map((item) => <SubmissionCard key={item.id} item={item} onSaved={data.reload} />)}
      </PagedList>
    </>
  );
}

function SubmissionCard({ item, onSaved }: { item: InboxItem; onSaved: () => void }) {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const titleId = useId();
  const [status, setStatus] = useState<InboxStatus>(item.status);
  const [note, setNote] = useState(item.internalNote);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await updateInboxItem(item.kind, item.id, { status, internalNote: note });
      setMessage({ tone: 'ok', text: t('shell.saved') });
      onSaved();
    } catch (error) {
      setMessage({ tone: 'error', text: apiErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="admin-card admin-inbox-item" aria-labelledby={titleId} data-testid="inbox-item">
      <h2 id={titleId}>
        {item.name} <span className={`admin-badge admin-badge--${item.status}`}>{t(`inbox.statuses.${item.status}`)}</span>
      </h2>
      <p className="admin-muted">{t('inbox.received', { date: formatDate(item.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
      <dl>
        <dt>E-mail</dt>
        <dd><a href={`mailto:${item.email}`}>{item.email}</a></dd>
        {item.phone ? (<><dt>Tel</dt><dd>{item.phone}</dd></>) : null}
        {Object.entries(item.answers).filter(([, value]) => value).map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`inbox.answers.${key}`, { defaultValue: key })}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {item.hasCv ? <p><a className="hm-button hm-button--secondary hm-button--sm" href={cvUrl(item.id)} download>{t('inbox.downloadCv')}</a></p> : null}
      <form className="admin-toolbar" onSubmit={(event) => void save(event)}>
        <SelectField
          label={t('inbox.status')}
          placeholder="—"
          options={INBOX_STATUSES.map((value) => ({ value, label: t(`inbox.statuses.${value}`) }))}
          value={status}
          onChange={(event) => setStatus(event.target.value as InboxStatus)}
        />
        <TextAreaField className="admin-toolbar__grow" label={t('inbox.note')} rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
        <Button type="submit" variant="secondary" busy={busy}>{t('inbox.update')}</Button>
      </form>
      {message ? <p className={`admin-alert admin-alert--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>{message.text}</p> : null}
    </article>
  );
}

function Subscribers({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const query = listQuery({ page, pageSize: 50 });
  const data = useRemoteData(() => getSubscribers(query), [query]);
  const date = (value: string | null) => (value ? formatDate(value, language, { dateStyle: 'medium' }) : '—');
  return (
    <>
      <p><a className="hm-button hm-button--secondary hm-button--md" href={SUBSCRIBERS_CSV_URL} download>{t('inbox.exportCsv')}</a></p>
      <PagedList data={data} onPage={onPage}>
        {(list) => (
          <ListTable
            columns={[
              t('inbox.subscriberColumns.email'),
              t('inbox.subscriberColumns.language'),
              t('inbox.subscriberColumns.status'),
              t('inbox.subscriberColumns.created'),
              t('inbox.subscriberColumns.confirmed'),
            ]}
          >
            {list.items.map((row) => (
              <tr key={row.id}>
                <td>{row.email}</td>
                <td>{row.language.toUpperCase()}</td>
                <td>{t(`inbox.subscriberStatuses.${row.status}`, { defaultValue: row.status })}</td>
                <td>{date(row.createdAt)}</td>
                <td>{date(row.confirmedAt)}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </PagedList>
    </>
  );
}
