import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaktProgressMatrixReply } from '@tenon/contracts/types';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { CELL_COLOURS, CELL_STATES, matrixGrid } from './takt-analytics-model';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const cellStyle = { padding: '4px 8px', border: '1px solid #f0f0f0', textAlign: 'center' as const, minWidth: 88 };
const headStyle = { ...cellStyle, background: '#fafafa', fontWeight: 600 };

/** Locations down, trades across; each cell coloured by its state, with its percent; totals on the right and below. */
export function ProgressMatrixGrid({ matrix }: { matrix: TaktProgressMatrixReply }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const rows = matrixGrid(matrix);
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }} data-testid="takt-matrix-legend">
        {CELL_STATES.map((state) => (
          <Tag key={state} color={CELL_COLOURS[state].background} style={{ color: CELL_COLOURS[state].text }} data-testid={`takt-matrix-legend-${state}`}>
            {t(`state_${state}`)}: {matrix.totals.cells[state]}
          </Tag>
        ))}
      </Space>
      <div style={{ overflow: 'auto', maxHeight: 520 }}>
        <table data-testid="takt-matrix-grid" style={{ borderCollapse: 'collapse', fontSize: 13 }}>
          <thead>
            <tr>
              <th style={{ ...headStyle, textAlign: 'left' }}>{t('matrix_location')}</th>
              {matrix.trades.map((trade) => (
                <th key={trade.id} style={headStyle} data-testid="takt-matrix-trade">
                  {trade.name}
                </th>
              ))}
              <th style={headStyle}>{t('matrix_total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="takt-matrix-row" data-location={row.name}>
                <th style={{ ...headStyle, textAlign: 'left' }}>{row.name}</th>
                {row.cells.map((cell, index) => {
                  const trade = matrix.trades[index]!;
                  if (cell === null) return <td key={trade.id} style={cellStyle} />;
                  const colour = CELL_COLOURS[cell.state];
                  return (
                    <Tooltip
                      key={trade.id}
                      title={t('matrix_cell_tip', { location: row.name, trade: trade.name, percent: cell.percent, done: cell.doneTasks, tasks: cell.tasks, late: cell.lateTasks })}
                    >
                      <td
                        style={{ ...cellStyle, background: colour.background, color: colour.text }}
                        data-testid="takt-matrix-cell"
                        data-state={cell.state}
                        data-trade={trade.name}
                      >
                        {percent(cell.percent)}
                      </td>
                    </Tooltip>
                  );
                })}
                <td style={{ ...cellStyle, fontWeight: 600 }}>{percent(row.percent)}</td>
              </tr>
            ))}
            <tr>
              <th style={{ ...headStyle, textAlign: 'left' }}>{t('matrix_total')}</th>
              {matrix.trades.map((trade) => (
                <td key={trade.id} style={{ ...cellStyle, fontWeight: 600 }}>
                  {percent(trade.percent)}
                </td>
              ))}
              <td style={{ ...cellStyle, fontWeight: 700 }} data-testid="takt-matrix-total">
                {percent(matrix.totals.percent)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
