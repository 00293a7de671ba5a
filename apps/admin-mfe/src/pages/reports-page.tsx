import { useId } from 'react';
import { REPORT_GROUPINGS } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { EmptyState, RemoteState } from '../components/remote-state';
import { BarChart } from '../features/reports/bar-chart';
import { nameInLanguage } from '../lib/name-in-language';
import { getSalesReport, salesCsvUrl } from '../features/reports/reports-api';
import { listQuery, useSearchState } from '../lib/use-search-state';

const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });

/** Admin › Raporlar: sales of a date range by day, week or month, by product and category, AOV, top customers, low stock. */
export default function ReportsPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, update } = useSearchState(['from', 'to', 'groupBy'] as const);
  const from = values.from || day(new Date(Date.now() - 29 * 86_400_000));
  const to = values.to || day(new Date());
  const query = listQuery({ from, to, groupBy: values.groupBy || 'day' });
  const data = useRemoteData(() => getSalesReport(query), [query]);
  const ids = { from: useId(), to: useId(), group: useId() };
  const money = (kurus: number) => formatPrice(kurus, language);
  // Counts in the language's digit grouping (tr '1.250', en '1,250').
  const count = (value: number) => value.toLocaleString(language === 'en' ? 'en-US' : 'tr-TR');
  const name = (row: { name: string; nameEn?: string }) => nameInLanguage(row, language);
  const column = (key: string, numeric = false) => ({ label: t(`reports.columns.${key}`), numeric });
  return (
    <section aria-labelledby="admin-reports-title">
      <PageHead title={t('reports.title')} />
      <h1 id="admin-reports-title">{t('reports.title')}</h1>
      <div className="admin-toolbar">
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.from}>{t('reports.from')}</label>
          <input id={ids.from} className="hm-input" type="date" value={from} onChange={(e) => update({ from: e.target.value })} />
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.to}>{t('reports.to')}</label>
          <input id={ids.to} className="hm-input" type="date" value={to} onChange={(e) => update({ to: e.target.value })} />
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.group}>{t('reports.groupBy')}</label>
          <select id={ids.group} className="hm-input" value={values.groupBy || 'day'} onChange={(e) => update({ groupBy: e.target.value })}>
            {REPORT_GROUPINGS.map((g) => <option key={g} value={g}>{t(`reports.groupings.${g}`)}</option>)}
          </select>
        </div>
        <a className="hm-button hm-button--secondary hm-button--md" href={salesCsvUrl(query)} download>{t('reports.exportCsv')}</a>
      </div>
      <RemoteState data={data} reload={data.reload}>
        {(report) => (
          <>
            <dl className="admin-stats">
              <div className="admin-stat"><dt>{t('reports.revenue')}</dt><dd>{money(report.totals.revenue)}</dd></div>
              <div className="admin-stat"><dt>{t('reports.orders')}</dt><dd>{count(report.totals.orders)}</dd></div>
              <div className="admin-stat"><dt>{t('reports.aov')}</dt><dd>{money(report.totals.averageOrderValue)}</dd></div>
              <div className="admin-stat"><dt>{t('reports.units')}</dt><dd>{count(report.totals.units)}</dd></div>
            </dl>
            {report.series.length === 0 ? <EmptyState /> : (
              <BarChart title={t('reports.salesOverTime')} bars={report.series.map((row) => ({ label: row.period, value: row.revenue }))} format={money} />
            )}
            <div className="admin-grid-2">
              <ReportTable
                title={t('reports.byProduct')}
                columns={[column('product'), column('units', true), column('revenue', true)]}
                rows={report.byProduct.map((row) => [name(row), count(row.units), money(row.revenue)])}
              />
              <ReportTable
                title={t('reports.byCategory')}
                columns={[column('category'), column('units', true), column('revenue', true)]}
                rows={report.byCategory.map((row) => [name(row), count(row.units), money(row.revenue)])}
              />
              <ReportTable
                title={t('reports.topCustomers')}
                columns={[column('email'), column('orders', true), column('revenue', true)]}
                rows={report.topCustomers.map((row) => [row.email, count(row.orders), money(row.revenue)])}
              />
              <ReportTable
                title={t('reports.lowStock')}
                columns={[column('product'), column('sku'), column('available', true)]}
                rows={report.lowStock.map((row) => [name(row), row.sku, count(row.available)])}
              />
            </div>
          </>
        )}
      </RemoteState>
    </section>
  );
}

/** One report table under its heading, which names it; its column heads say what each figure is (WCAG 1.3.1). */
function ReportTable({ title, columns, rows }: { title: string; columns: { label: string; numeric: boolean }[]; rows: string[][] }) {
  const titleId = useId();
  return (
    <div className="admin-card">
      <h2 id={titleId}>{title}</h2>
      {rows.length === 0 ? <EmptyState /> : (
        <table className="admin-table" aria-labelledby={titleId}>
          <thead>
            <tr>{columns.map((column) => <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>{column.label}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>{row.map((cell, at) => <td key={at} className={columns[at]?.numeric ? 'num' : undefined}>{cell}</td>)}</tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
