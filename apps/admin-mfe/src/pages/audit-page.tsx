import { useId } from 'react';
import { AUDIT_KINDS } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { DateRangeFilter, FilterBar, formText, ListTable, PagedList, SelectFilter } from '../components/list-page';
import { getAudit } from '../features/audit/audit-api';
import { listQuery, useSearchState } from '../lib/use-search-state';

/** Admin › Denetim kaydı: every admin change and security event, newest first; filters in the URL. */
export function AuditPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'kind', 'action', 'from', 'to'] as const);
  const query = listQuery({ ...values, page, pageSize: 50 });
  const data = useRemoteData(() => getAudit(query), [query]);
  const actionId = useId();

  return (
    <section aria-labelledby="admin-audit-title">
      <PageHead title={t('audit.title')} />
      <h1 id="admin-audit-title">{t('audit.title')}</h1>
      <FilterBar
        label={t('shell.search')}
        q={values.q}
        onSearch={(form) => update({ q: formText(form, 'q'), action: formText(form, 'action') })}
        fields={
          <div className="hm-field">
            <label className="hm-field__label" htmlFor={actionId}>{t('audit.action')}</label>
            <input id={actionId} className="hm-input" name="action" defaultValue={values.action} key={`a-${values.action}`} placeholder="product.update" />
          </div>
        }
      >
        <SelectFilter
          label={t('audit.kind')}
          value={values.kind}
          onChange={(kind) => update({ kind })}
          options={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`audit.kinds.${kind}`) }))}
        />
        <DateRangeFilter labels={[t('audit.from'), t('audit.to')]} from={values.from} to={values.to} onChange={update} />
      </FilterBar>
      <PagedList data={data} onPage={(next) => update({ page: String(next) })}>
        {(list) => (
          <ListTable
            testId="audit-table"
            label={t('audit.tableLabel')}
            columns={[
              t('audit.columns.when'),
              t('audit.columns.actor'),
              t('audit.columns.action'),
              t('audit.columns.target'),
              t('audit.columns.changes'),
              t('audit.columns.ip'),
            ]}
          >
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
          </ListTable>
        )}
      </PagedList>
    </section>
  );
}
