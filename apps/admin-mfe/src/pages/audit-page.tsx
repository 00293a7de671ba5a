import { useId } from 'react';
import { AUDIT_KINDS } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { Pager } from '../components/pager';
import { EmptyState, RemoteState } from '../components/remote-state';
import { getAudit } from '../features/audit/audit-api';
import { listQuery, useSearchState } from '../lib/use-search-state';

/** Admin › Denetim kaydı: every admin change and security event, newest first; filters in the URL. */
export function AuditPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'kind', 'action', 'from', 'to'] as const);
  const query = listQuery({ ...values, page, pageSize: 50 });
  const data = useRemoteData(() => getAudit(query), [query]);
  const ids = { q: useId(), kind: useId(), action: useId(), from: useId(), to: useId() };

  return (
    <section aria-labelledby="admin-audit-title">
      <PageHead title={t('audit.title')} />
      <h1 id="admin-audit-title">{t('audit.title')}</h1>
      <form
        className="admin-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({ q: String(form.get('q') ?? '').trim(), action: String(form.get('action') ?? '').trim() });
        }}
      >
        <div className="hm-field admin-toolbar__grow">
          <label className="hm-field__label" htmlFor={ids.q}>{t('shell.search')}</label>
          <input id={ids.q} className="hm-input" type="search" name="q" defaultValue={values.q} key={`q-${values.q}`} />
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.action}>{t('audit.action')}</label>
          <input id={ids.action} className="hm-input" name="action" defaultValue={values.action} key={`a-${values.action}`} placeholder="product.update" />
        </div>
        <button className="hm-button hm-button--secondary hm-button--md" type="submit">{t('shell.search')}</button>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.kind}>{t('audit.kind')}</label>
          <select id={ids.kind} className="hm-input" value={values.kind} onChange={(e) => update({ kind: e.target.value })}>
            <option value="">{t('shell.all')}</option>
            {AUDIT_KINDS.map((kind) => <option key={kind} value={kind}>{t(`audit.kinds.${kind}`)}</option>)}
          </select>
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.from}>{t('audit.from')}</label>
          <input id={ids.from} className="hm-input" type="date" value={values.from} onChange={(e) => update({ from: e.target.value })} />
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.to}>{t('audit.to')}</label>
          <input id={ids.to} className="hm-input" type="date" value={values.to} onChange={(e) => update({ to: e.target.value })} />
        </div>
      </form>
      <RemoteState data={data} reload={data.reload}>
        {(list) =>
          list.items.length === 0 ? <EmptyState /> : (
            <>
              {/* Focusable, so a keyboard can scroll the table when it is wider than the screen (the deploys' rows are). */}
              <div className="admin-table-wrap" role="region" aria-label={t('audit.tableLabel')} tabIndex={0}>
                <table className="admin-table" data-testid="audit-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.columns.when')}</th>
                      <th scope="col">{t('audit.columns.actor')}</th>
                      <th scope="col">{t('audit.columns.action')}</th>
                      <th scope="col">{t('audit.columns.target')}</th>
                      <th scope="col">{t('audit.columns.changes')}</th>
                      <th scope="col">{t('audit.columns.ip')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((entry) => (
                      <tr key={entry.id}>
                        <td>{formatDate(entry.createdAt, language, { dateStyle: 'short', timeStyle: 'medium' })}</td>
                        <td>{entry.actorEmail ?? t('audit.system')}</td>
                        <td>
                          <code>{entry.action}</code>
                          <div className="admin-muted">{t(`audit.kinds.${entry.kind}`)}</div>
                        </td>
                        <td>{entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : '—'}</td>
                        <td><pre className="admin-changes">{JSON.stringify(entry.changes, null, 1)}</pre></td>
                        <td>{entry.ip ?? '—'}<div className="admin-muted" title={t('audit.columns.request')}>{entry.requestId ?? ''}</div></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={(next) => update({ page: String(next) })} />
            </>
          )
        }
      </RemoteState>
    </section>
  );
}
