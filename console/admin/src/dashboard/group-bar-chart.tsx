import { useTheme } from '@mui/material';

const ROW = 26;
const LABEL_WIDTH = 150;
const NUMBER_WIDTH = 48;
const WIDTH = 560;

/**
 * Orders by status group as horizontal bars, drawn as SVG (no chart package): the bar lengths are
 * for the eye, the number beside each is for those who would rather read.
 */
export function GroupBarChart({
  data,
  label,
}: {
  data: Array<{ group: string; count: number }>;
  label: (group: string) => string;
}) {
  const theme = useTheme();
  const max = Math.max(1, ...data.map((d) => d.count));
  const barSpace = WIDTH - LABEL_WIDTH - NUMBER_WIDTH;
  return (
    <svg
      width="100%"
      viewBox={`0 0 ${WIDTH} ${Math.max(ROW, data.length * ROW)}`}
      role="img"
      aria-label="orders by status group"
      data-testid="dashboard-group-chart"
    >
      {data.map((d, i) => (
        <g
          key={d.group}
          transform={`translate(0, ${i * ROW})`}
          data-testid={`dashboard-group-${d.group}`}
          data-count={d.count}
        >
          <text x={0} y={ROW / 2 + 4} fontSize={12} fill={theme.palette.text.primary}>
            {label(d.group)}
          </text>
          <rect x={LABEL_WIDTH} y={5} width={barSpace} height={ROW - 10} rx={3} fill={theme.palette.grey[200]} />
          <rect
            x={LABEL_WIDTH}
            y={5}
            width={(barSpace * d.count) / max}
            height={ROW - 10}
            rx={3}
            fill={theme.palette.primary.main}
          />
          <text
            x={WIDTH - 4}
            y={ROW / 2 + 4}
            fontSize={12}
            textAnchor="end"
            fill={theme.palette.text.primary}
            data-testid={`dashboard-group-count-${d.group}`}
          >
            {d.count}
          </text>
        </g>
      ))}
    </svg>
  );
}
