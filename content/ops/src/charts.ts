import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Title,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';
import { chartInk, seriesColour } from './tokenColours';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Title,
  Tooltip,
);

/** A change of what is served, marked on a chart's time axis. */
export interface ReleaseMark {
  time: number;
  label: string;
}

const timeFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Canberra',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatTime = (ms: number) => timeFormat.format(ms);

/** Draws each release as a dashed vertical line with its label, over the chart's time axis. */
const releaseMarks: Plugin<'line' | 'bar'> = {
  id: 'releaseMarks',
  afterDatasetsDraw(chart, _args, options: { marks?: ReleaseMark[] }) {
    const { ctx, chartArea, scales } = chart;
    const x = scales.x;
    if (!x || !options.marks?.length) return;
    const ink = chartInk();
    ctx.save();
    ctx.strokeStyle = ink.mark;
    ctx.fillStyle = ink.mark;
    ctx.setLineDash([4, 3]);
    ctx.font = `11px ${ink.font}`;
    for (const mark of options.marks) {
      const left = x.getPixelForValue(mark.time);
      if (left < chartArea.left || left > chartArea.right) continue;
      ctx.beginPath();
      ctx.moveTo(left, chartArea.top);
      ctx.lineTo(left, chartArea.bottom);
      ctx.stroke();
      // The label on the side of the line with room for it.
      const toTheLeft = left > (chartArea.left + chartArea.right) / 2;
      ctx.textAlign = toTheLeft ? 'right' : 'left';
      ctx.fillText(mark.label, toTheLeft ? left - 3 : left + 3, chartArea.top + 10);
    }
    ctx.restore();
  },
};

const charts = new Map<HTMLCanvasElement, Chart>();

/** Draws (or draws again) a chart on a canvas, labelled for screen readers. */
function draw(
  canvas: HTMLCanvasElement,
  config: ChartConfiguration<'line' | 'bar'>,
  label: string,
) {
  charts.get(canvas)?.destroy();
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  const ink = chartInk();
  Chart.defaults.color = ink.text;
  Chart.defaults.borderColor = ink.grid;
  Chart.defaults.font.family = ink.font;
  charts.set(canvas, new Chart(canvas, config));
}

export interface LineSeries {
  label: string;
  points: { x: number; y: number }[];
}

/** Lines over time (x in ms), the releases marked, the y axis in `unit`. */
export function timeLines(
  canvas: HTMLCanvasElement,
  {
    title,
    unit,
    series,
    marks,
    from,
    to,
  }: {
    title: string;
    unit: string;
    series: LineSeries[];
    marks: ReleaseMark[];
    from: number;
    to: number;
  },
): void {
  draw(
    canvas,
    {
      type: 'line',
      data: {
        datasets: series.map((line, index) => ({
          label: line.label,
          data: line.points,
          borderColor: seriesColour(index),
          backgroundColor: seriesColour(index),
          pointRadius: 2,
          tension: 0.2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        parsing: false,
        scales: {
          x: {
            type: 'linear',
            min: from,
            max: to,
            ticks: { maxTicksLimit: 6, callback: (value) => formatTime(Number(value)) },
          },
          y: { beginAtZero: true, title: { display: true, text: unit } },
        },
        plugins: {
          title: { display: true, text: series.length ? title : `${title}: no figures yet` },
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { title: (items) => formatTime(items[0]?.parsed.x ?? 0) } },
          // The release marks' options (a plugin of this file, not one of chart.js's types).
          ...({ releaseMarks: { marks } } as object),
        },
      },
      plugins: [releaseMarks],
    },
    `${title}: ${series.map((line) => line.label).join(', ') || 'no figures in this window'}`,
  );
}

/** Bars by category (stacked when there are several series). */
export function bars(
  canvas: HTMLCanvasElement,
  {
    title,
    labels,
    series,
    horizontal = false,
  }: {
    title: string;
    labels: string[];
    series: { label: string; values: number[] }[];
    horizontal?: boolean;
  },
): void {
  draw(
    canvas,
    {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((bar, index) => ({
          label: bar.label,
          data: bar.values,
          backgroundColor: seriesColour(index),
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        indexAxis: horizontal ? 'y' : 'x',
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } },
        plugins: {
          title: { display: true, text: labels.length ? title : `${title}: none in this window` },
          legend: { display: series.length > 1, position: 'bottom', labels: { boxWidth: 12 } },
        },
      },
    },
    `${title}: ${labels.length ? labels.join(', ') : 'no figures in this window'}`,
  );
}
