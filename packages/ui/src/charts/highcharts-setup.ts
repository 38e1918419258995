// Highcharts as every chart of the platform draws it; a subpath of its own, so only the modules with charts bundle it.
import Highcharts from 'highcharts';
// Side-effect imports, after the core: the modules attach themselves to it. PNG is drawn in the browser (no export server).
import 'highcharts/modules/exporting';
import 'highcharts/modules/offline-exporting';

Highcharts.setOptions({
  credits: { enabled: false },
  exporting: { enabled: false, fallbackToExportServer: false },
  chart: { style: { fontFamily: 'inherit' } },
  // Figures change on Apply: drawn at once, so the chart shown (and exported) is never half-way.
  plotOptions: { series: { animation: false } },
});

export { Highcharts };

/** A drawn chart as a PNG file, made in the browser by the offline-exporting module (its method is not in the core typings). */
export function exportChartPng(chart: Highcharts.Chart | undefined, filename: string): void {
  (chart as unknown as { exportChartLocal?: (options: { type: string; filename: string }) => void } | undefined)?.exportChartLocal?.({ type: 'image/png', filename });
}
